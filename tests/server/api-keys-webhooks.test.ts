import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from '../../src/server/modules/access/webhook-worker';
import { verifyWebhookSignature } from '../../src/server/modules/access/webhook-signature';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, noteSecret, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

let t: TestApp;
let admin: string;
// The receivers of these tests listen on loopback: an intranet receiver, allowed by WEBHOOK_ALLOW_PRIVATE.
const config = { webhookAllowPrivate: true };
beforeEach(async () => {
  t = await createTestApp({ config });
  admin = await t.login();
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, payload: object, token = admin) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearer(token) });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
const configure = async (values: Record<string, unknown>) => expect((await post('config/save.php', { values })).statusCode).toBe(200);

async function newKey(scope: 'read' | 'checkin', name = 'Kassenbuch'): Promise<string> {
  const response = await post('api_keys/create.php', { name, scope });
  expect(response.statusCode).toBe(200);
  const { key } = response.json();
  noteSecret(key);
  return key;
}

describe('API keys (issue 31)', () => {
  it('are shown once, stored hashed, and open only the calls of their scope', async () => {
    await configure({ api_access: true });
    const key = await newKey('read');
    expect(key).toMatch(/^tsk_/);
    const stored = await t.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = await get('api_keys/list.php', admin);
    expect(list.body).not.toContain(key);
    expect(list.json().keys[0]).toMatchObject({ name: 'Kassenbuch', scope: 'read', created_by: 'admin', revoked_at: null });

    expect((await get('orders/fetch.php', key)).statusCode).toBe(200);
    expect((await get('statistics/fetch.php', key)).statusCode).toBe(200);
    const cancel = await post('orders/cancel.php', { order_id: 1 }, key);
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe('Dieser API-Schlüssel darf diesen Aufruf nicht verwenden.');
    expect((await get('checkin/performances.php', key)).statusCode).toBe(403);
    expect((await get('accounts/get_all.php', key)).statusCode).toBe(403);
    expect((await get('api_keys/list.php', key)).statusCode).toBe(403);

    const door = await newKey('checkin', 'Einlass-App');
    expect((await get('checkin/performances.php', door)).statusCode).toBe(200);
    expect((await get('orders/fetch.php', door)).statusCode).toBe(403);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'changes']).where('action', '=', 'api_key.create').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('are refused while "API-Zugriff" is off and once revoked', async () => {
    const key = await newKey('read');
    const off = await get('orders/fetch.php', key);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('API_ACCESS_OFF');
    await configure({ api_access: true });
    expect((await get('orders/fetch.php', key)).statusCode).toBe(200);
    const { id } = (await get('api_keys/list.php', admin)).json().keys[0];
    expect((await post('api_keys/revoke.php', { id })).statusCode).toBe(200);
    const revoked = await get('orders/fetch.php', key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('INVALID_API_KEY');
  });

  it('keep to the configured rate per key and minute (429 with Retry-After)', async () => {
    await configure({ api_access: true, api_rate_limit: 3 });
    const key = await newKey('read');
    const other = await newKey('read', 'Zweiter');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get('statistics/dashboard.php', key)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await get('statistics/dashboard.php', key);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/höchstens 3 pro Minute/);
    // Per key: the other key still has its calls; a minute later this one has them again.
    expect((await get('statistics/dashboard.php', other)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await get('statistics/dashboard.php', key)).statusCode).toBe(200);
  });
});

describe('IP block list (issue 31)', () => {
  const from = (address: string, url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: token ? bearer(token) : {}, remoteAddress: address });

  it('refuses sign-in and the back office to a blocked address, but not the public shop unless asked', async () => {
    await configure({ ip_block_list: '203.0.113.0/24\n2001:db8:bad::/48' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      payload: { user: 'admin', auth: '0'.repeat(64) },
      remoteAddress: '203.0.113.50',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ADDRESS_BLOCKED', message: expect.stringContaining('gesperrt') });
    expect((await from('2001:db8:bad:1::5', 'orders/fetch.php', admin)).statusCode).toBe(403);
    expect((await from('198.51.100.1', 'orders/fetch.php', admin)).statusCode).toBe(200);
    // The shop's own calls stay open …
    expect((await from('203.0.113.50', 'events/list_detailed.php')).statusCode).toBe(200);
    // … until the setting asks for the shop too.
    await configure({ ip_block_shop: true });
    const shop = await from('203.0.113.50', 'events/list_detailed.php');
    expect(shop.statusCode).toBe(403);
    expect(shop.json().code).toBe('ADDRESS_BLOCKED');
    const page = await t.app.inject({ method: 'GET', url: '/events', remoteAddress: '203.0.113.50' });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Zugriff gesperrt');
    expect((await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
  });

  it('refuses an unreadable entry with a German message naming the line', async () => {
    const response = await post('config/save.php', { values: { ip_block_list: '10.0.0.1\nkein Netz' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Zeile 2/);
  });
});

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver on 127.0.0.1 that answers the queued statuses in turn (then 200). */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The school names the receiver's port (WEBHOOK_PORTS, issue 52); the app may have been rebuilt since.
  t.app.ctx.config.webhookPorts.push(port);
  return { url: `http://127.0.0.1:${port}/hook?token=geheim`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('outgoing webhooks (issue 31)', () => {
  it('sends order paid and cancelled, signed with HMAC-SHA256, retried with back-off from the database queue', async () => {
    const logs: string[] = [];
    await t.close();
    t = await createTestApp({ config, onLog: (line) => logs.push(line) });
    admin = await t.login();
    const hook = await receiver([500]);
    try {
      await configure({ webhook_url: hook.url });
      const secret = (await get('api_keys/webhook_secret.php', admin)).json().secret;
      noteSecret(secret);
      const show = await upcomingShow(t.db);
      await buy(t.app, [line(show, show.adults, 2)]);
      const { id: orderId } = await t.db.selectFrom('orders').select('id').where('status', '=', 'CAPTURED').executeTakeFirstOrThrow();

      // First attempt: the receiver fails; the delivery waits a minute and is tried again.
      expect(await deliverDueWebhooks(t.app.ctx)).toBe(1);
      expect(hook.received).toHaveLength(1);
      expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
      const waiting = await t.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
      expect(waiting).toMatchObject({ attempts: 1, last_status: 500, delivered_at: null });
      t.clock.advance(61_000);
      expect(await deliverDueWebhooks(t.app.ctx)).toBe(1);
      expect(hook.received).toHaveLength(2);

      const paid = hook.received[1];
      expect(paid.headers['x-webhook-event']).toBe('order.paid');
      const timestamp = String(paid.headers['x-webhook-timestamp']);
      expect(verifyWebhookSignature(secret, timestamp, paid.body, String(paid.headers['x-webhook-signature']))).toBe(true);
      expect(verifyWebhookSignature(secret, timestamp, paid.body.replace('order', 'Order'), String(paid.headers['x-webhook-signature']))).toBe(false);
      expect(JSON.parse(paid.body)).toMatchObject({ event: 'order.paid', data: { order_id: orderId, status: 'CAPTURED', total_cents: expect.any(Number) } });

      const cancelled = await post('orders/cancel.php', { order_id: orderId, reason: 'Doppelt bestellt' });
      expect(cancelled.statusCode).toBe(200);
      expect(await deliverDueWebhooks(t.app.ctx)).toBe(1);
      expect(JSON.parse(hook.received[2].body)).toMatchObject({ event: 'order.cancelled', data: { order_id: orderId, previous_status: 'CAPTURED' } });

      // The logs name each delivery at info/warn, never the secret or the URL's token.
      // The test log stream writes each line to a file before the next reaches onLog.
      await expect.poll(() => logs.filter((chunk) => chunk.includes('webhook delivered')).length, { timeout: 5000 }).toBe(2);
      const lines = logs.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((entry) => JSON.parse(entry));
      expect(lines.filter((entry) => entry.msg === 'webhook failed, will retry' && entry.level === 40 && entry.deliveryId)).toHaveLength(1);
      expect(lines.filter((entry) => entry.msg === 'webhook delivered' && entry.level === 30 && entry.deliveryId)).toHaveLength(2);
      expect(logs.join('\n')).not.toContain('geheim');
      expect(logs.join('\n')).not.toContain(secret);
    } finally {
      await hook.close();
    }
  });

  it('gives a delivery up after the last retry and raises an alert', async () => {
    const hook = await receiver(Array(20).fill(503));
    try {
      await configure({ webhook_url: hook.url });
      const show = await upcomingShow(t.db);
      await buy(t.app, [line(show, show.adults, 1)]);
      for (let attempt = 0; attempt < 8; attempt++) {
        expect(await deliverDueWebhooks(t.app.ctx)).toBe(1);
        t.clock.advance(25 * 3_600_000);
      }
      expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
      const row = await t.db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
      expect(row.attempts).toBe(8);
      expect(row.gave_up_at).not.toBeNull();
      const alerts = await t.db.selectFrom('alerts').select(['kind', 'message']).execute();
      expect(alerts).toEqual([{ kind: 'WEBHOOK_UNDELIVERED', message: expect.stringContaining('nach 8 Versuchen') }]);
    } finally {
      await hook.close();
    }
  });

  it('queues nothing while no webhook URL is set', async () => {
    const show = await upcomingShow(t.db);
    await buy(t.app, [line(show, show.adults, 1)]);
    expect(await t.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
  });
});
