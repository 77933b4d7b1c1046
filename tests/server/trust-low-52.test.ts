import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orphanKeysRevoked from '../../src/server/db/migrations/050-orphan-keys-revoked';
import { deliverDueWebhooks } from '../../src/server/modules/access/webhook-worker';
import { writeSettings } from '../../src/server/modules/configuration/configuration.repository';
import { nonce, soldTickets } from '../helpers/kiosk';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, noteSecret, type TestApp } from '../helpers/test-app';
import { bearer, userWith, roleWith } from './staff-fixtures';

/** Issue 52, point 3: the low-severity findings, one app for all of them. */
const webhookLookup = async (hostname: string) => {
  if (hostname === 'intern.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  // Trusts the test's own "proxy" at 127.0.0.1 for X-Forwarded-Proto.
  t = await createTestApp({ webhookLookup, config: { trustProxy: ['127.0.0.1'] } });
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: object, extra: { remoteAddress?: string; token?: string } = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearer(extra.token ?? admin), remoteAddress: extra.remoteAddress });

describe('the IP block list (issue 52)', () => {
  it("refuses a list holding the saving admin's own address, naming it in German", async () => {
    const saved = await post('config/save.php', { values: { ip_block_list: '198.51.100.0/24\n10.9.0.0/16' } }, { remoteAddress: '10.9.8.7' });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ code: 'OWN_ADDRESS_BLOCKED', message: expect.stringContaining('deine eigene Adresse 10.9.8.7') });
    expect(saved.json().message).toContain('10.9.0.0/16');
    // Saved from elsewhere the same list is fine.
    expect((await post('config/save.php', { values: { ip_block_list: '10.9.0.0/16' } }, { remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    expect((await post('config/save.php', { values: { ip_block_list: '' } }, { remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
  });
});

describe('scan nonces (issue 52)', () => {
  const scan = (code: string, id: string) =>
    post('checkin/scan.php', {
      device_id: 'device-52',
      device_name: 'Tür 52',
      performance_id: show.performanceId,
      scan: { nonce: id, code, ticket_id: null, method: 'wedge', scanned_at: new Date().toISOString() },
    });

  it("binds a nonce to its code: another code with the same nonce is a 409, not the first code's verdict", async () => {
    const [first, second] = await soldTickets(t, show, 2);
    const id = nonce();
    const admitted = await scan(first.code, id);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().verdict).toBe('valid');
    // The same scan again (a retry) is answered as the first time.
    expect((await scan(first.code, id)).json().verdict).toBe('valid');
    const replayed = await scan(second.code, id);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ code: 'NONCE_REUSED', message: expect.stringContaining('anderen Code') });
    const invalid = await scan('KEIN-TICKET', id);
    expect(invalid.statusCode).toBe(409);
    // The second ticket is untouched and still admits under a nonce of its own.
    expect((await scan(second.code, nonce())).json().verdict).toBe('valid');
  });

  it("binds a nonce to its code in an offline upload too: the other code's scan is named, not answered with the first one's reading", async () => {
    const [first, second, third] = await soldTickets(t, show, 3);
    const id = nonce();
    const upload = (scans: Array<{ nonce: string; code: string }>) =>
      post('checkin/upload.php', {
        device_id: 'device-52',
        device_name: 'Tür 52',
        performance_id: show.performanceId,
        scans: scans.map((entry) => ({ ...entry, ticket_id: null, method: 'camera', verdict: 'valid', scanned_at: new Date().toISOString() })),
      });
    const firstUpload = (await upload([{ nonce: id, code: first.code }])).json();
    expect(firstUpload.scans).toMatchObject([{ nonce: id, ticket_id: first.id, admitted: true }]);
    // The same batch again counts once and reads the same.
    expect((await upload([{ nonce: id, code: first.code }])).json()).toMatchObject({ stored: 0, already: 1, scans: [{ nonce: id, admitted: true }] });
    const own = nonce();
    const replayed = await upload([
      { nonce: id, code: second.code },
      { nonce: own, code: third.code },
    ]);
    expect(replayed.statusCode).toBe(200);
    const answer = replayed.json();
    expect(answer.reused_nonces).toEqual([id]);
    // Only the honest scan is read back; the second ticket is not admitted by the first one's nonce.
    expect(answer.scans).toEqual([{ nonce: own, ticket_id: third.id, admitted: true, duplicate: false, reentry: false }]);
    expect(answer.tickets.find((ticket: { id: number }) => ticket.id === second.id)).toMatchObject({ admitted_at: null, checkins: 0 });
  });
});

describe('Strict-Transport-Security (issue 52)', () => {
  it('is sent when the request came over HTTPS through a trusted proxy, and only then', async () => {
    const viaProxy = await t.app.inject({ method: 'GET', url: '/api/health.php', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ method: 'GET', url: '/api/health.php', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A sender outside TRUST_PROXY cannot claim HTTPS.
    const stranger = await t.app.inject({ method: 'GET', url: '/api/health.php', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('webhook addresses (issue 52)', () => {
  const saveWebhook = (webhook_url: string) => post('config/save.php', { values: { webhook_url } });

  it('refuses a user name or password in the address and any port but 443, 80 and WEBHOOK_PORTS', async () => {
    const withPassword = await saveWebhook('https://user:geheim@hooks.example.test/in');
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().message).toMatch(/kein Passwort/);
    const oddPort = await saveWebhook('https://hooks.example.test:6379/in');
    expect(oddPort.statusCode).toBe(400);
    expect(oddPort.json().message).toBe('Die Webhook-URL darf nur diese Ports nutzen: 443, 80 (weitere über WEBHOOK_PORTS).');
    expect((await saveWebhook('https://hooks.example.test:443/in')).statusCode).toBe(200);
    t.app.ctx.config.webhookPorts = [8443];
    try {
      expect((await saveWebhook('https://hooks.example.test:8443/in')).statusCode).toBe(200);
    } finally {
      t.app.ctx.config.webhookPorts = [];
    }
    expect((await saveWebhook('')).statusCode).toBe(200);
  });

  it('refuses a name that resolves to 127.0.0.1, at save and again at delivery', async () => {
    const saved = await saveWebhook('https://intern.test/hook');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toMatch(/Ziel nicht erlaubt/);
    // Stored before the check (or while the operator allowed it): the delivery checks the resolved address.
    await writeSettings(t.db, { webhook_url: 'https://intern.test/hook' }, t.clock.now());
    await buy(t.app, [line(show, show.adults, 1)]);
    expect(await deliverDueWebhooks(t.app.ctx)).toBeGreaterThan(0);
    const row = await t.db.selectFrom('webhook_deliveries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect({ status: row.last_status, error: row.last_error }).toEqual({ status: null, error: expect.stringMatching(/^Ziel nicht erlaubt/) });
    await writeSettings(t.db, { webhook_url: '' }, t.clock.now());
  });
});

describe('API keys of a deleted account (issue 52)', () => {
  it('are listed as revoked once their creator is deleted', async () => {
    await post('config/save.php', { values: { api_access: true } });
    const creator = await userWith(t, [await roleWith(t, ['API_MANAGE', 'ORDERS_VIEW'])]);
    const created = await post('api_keys/create.php', { name: 'Kasse 52', scope: 'read' }, { token: await creator.login() });
    expect(created.statusCode).toBe(200);
    noteSecret(created.json().key);
    expect((await post('accounts/delete.php', { id: creator.id })).statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/api_keys/list.php', headers: bearer(admin) });
    const key = listed.json().keys.find((entry: { name: string }) => entry.name === 'Kasse 52');
    expect(key).toMatchObject({ created_by: null, revoked_at: expect.any(String) });
  });

  it('are listed as revoked after migration 050 when their creator was deleted before the fix', async () => {
    // A key as an older version left it: creator gone (on delete set null), never revoked.
    await t.db
      .insertInto('api_keys')
      .values({ name: 'Alt 52', scope: 'read', key_hash: 'x'.repeat(64), key_prefix: 'alt52', created_by: null })
      .execute();
    await orphanKeysRevoked.up(t.db);
    const listed = await t.app.inject({ method: 'GET', url: '/api/api_keys/list.php', headers: bearer(admin) });
    expect(listed.json().keys.find((entry: { name: string }) => entry.name === 'Alt 52')).toMatchObject({ revoked_at: expect.any(String) });
  });
});
