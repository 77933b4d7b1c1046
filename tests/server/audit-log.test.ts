import { auditSentence } from '../../src/shared/domain/audit-sentence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS_BY_POST } from '../../src/server/modules/audit/audit-trail';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { editBody } from '../helpers/event-edit';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const entryOf = (requestId: string | string[] | number | undefined) =>
  t.db.selectFrom('audit_log').selectAll().where('request_id', '=', String(requestId)).executeTakeFirst();
const list = (query: Record<string, string | number>, token = admin) =>
  t.app.inject({
    method: 'GET',
    url: '/api/audit/list.php',
    headers: bearer(token),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe('audit log: every staff write is recorded', () => {
  it('records who, from where, what and before/after of a configuration change', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { shop_name: 'Musical-AG Nord' } },
    });
    expect(saved.statusCode).toBe(200);
    const entry = await entryOf(saved.headers['x-request-id']);
    expect(entry).toMatchObject({ username: 'admin', address: '127.0.0.1', action: 'config/save.php', subject: 'config', status: 200 });
    expect(entry?.changes.shop_name).toEqual([expect.anything(), 'Musical-AG Nord']);
    // Issue 41: the list names the staff member as the account does, for the sentence staff read.
    const listed = (await list({ action: 'config/save' })).json().entries[0];
    expect(listed).toMatchObject({ username: 'admin', user_fullname: 'Admin Schule' });
  });

  it('records sign-ins and failed sign-ins, never the password hash or the session token', async () => {
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user: 'admin', auth: sha256Hex('falsch') } });
    expect(failed.statusCode).toBe(401);
    expect(await entryOf(failed.headers['x-request-id'])).toMatchObject({ action: 'auth.login_failed', username: 'admin', status: 401 });
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) } });
    const entry = await entryOf(ok.headers['x-request-id']);
    expect(entry).toMatchObject({ action: 'auth.login', username: 'admin', status: 200 });
    // Issue 41: a sign-in names the account, so its sentence can name the person.
    expect(entry?.user_id).toBeGreaterThan(0);
    const everything = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(ok.json().session_token);
    expect(everything).not.toContain(sha256Hex(TEST_ADMIN_PASSWORD));
  });

  it('keeps a changed password as changed, without its value', async () => {
    const { token, id } = await signedInWith(t, ['USERS_EDIT']);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/change_password.php',
      headers: bearer(token),
      payload: { current_password: sha256Hex('staff-passwort-1'), new_password: sha256Hex('neues-passwort-9') },
    });
    expect(changed.statusCode).toBe(200);
    const entry = await entryOf(changed.headers['x-request-id']);
    expect(entry).toMatchObject({ user_id: id, subject: `user:${id}`, changes: { password: ['[verborgen]', '[verborgen]'] } });
    expect(JSON.stringify(entry)).not.toContain(sha256Hex('neues-passwort-9'));
  });

  it('records a cancelled and refunded order with its history on the order', async () => {
    const show = await upcomingShow(t.db);
    const { created } = await buy(t.app, [line(show, show.adults, 2)]);
    const orderId = Number((await t.db.selectFrom('orders').select('id').where('provider_order_id', '=', created.id).executeTakeFirstOrThrow()).id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: orderId, reason: 'Krank' },
    });
    expect(cancelled.statusCode).toBe(200);
    const history = (await t.app.inject({ method: 'GET', url: '/api/audit/order.php', headers: bearer(admin), query: { order_id: String(orderId) } })).json();
    // The order's own start and payment come first (issue 51 item 6), then the audit log's entry.
    expect(history.entries.map((entry: { action: string }) => entry.action)).toEqual(['order.placed', 'order.paid', 'order.cancel_refund']);
    expect(history.entries[0]).toMatchObject({ id: -1, order_id: orderId, changes: { tickets: [null, 2] } });
    expect(history.entries[1].changes.paid_cents[1]).toBeGreaterThan(0);
    expect(auditSentence(history.entries[0])).toMatch(
      new RegExp(`^Die Käuferin oder der Käufer hat Bestellung ${orderId} aufgegeben, 2 Tickets, \\d+,\\d\\d\\s€\\.$`),
    );
    expect(auditSentence(history.entries[1])).toMatch(
      new RegExp(`^Die Zahlung von \\d+,\\d\\d\\s€ für Bestellung ${orderId} ist eingegangen \\(mit dem Testzahlungsdienst\\)\\.$`),
    );
    expect(history.entries[2]).toMatchObject({
      action: 'order.cancel_refund',
      username: 'admin',
      order_id: orderId,
      changes: { status: ['CAPTURED', 'CANCELLED'], reason: [null, 'Krank'], refund: [null, { status: 'COMPLETED' }] },
    });
  });

  it('records an event change with the old and new price', async () => {
    const show = await upcomingShow(t.db);
    const { event } = (await t.app.inject({ method: 'GET', url: '/api/events/get.php', headers: bearer(admin), query: { id: String(show.eventId) } })).json();
    const body = editBody(event);
    const oldPrice = body.categories[0].price_cents;
    body.categories[0].price_cents = oldPrice + 150;
    const saved = await t.app.inject({ method: 'POST', url: '/api/events/save.php', headers: bearer(admin), payload: body });
    expect(saved.statusCode).toBe(200);
    const entry = await entryOf(saved.headers['x-request-id']);
    expect(entry?.subject).toBe(`event:${show.eventId}`);
    const [before, after] = (entry?.changes.categories ?? []) as Array<Array<{ price_cents: number }>>;
    expect([before[0].price_cents, after[0].price_cents]).toEqual([oldPrice, oldPrice + 150]);
    expect(Object.keys(entry?.changes ?? {})).not.toContain('title');
  });

  it('filters by who, what, order and time, and exports the same as CSV', async () => {
    const byUser = (await list({ user: 'admin', action: 'config/save' })).json();
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.entries.every((entry: { action: string }) => entry.action === 'config/save.php')).toBe(true);
    const future = (await list({ from: '2999-01-01' })).json();
    expect(future.total).toBe(0);
    expect((await list({ from: '2026-02-30' })).statusCode).toBe(400);
    const csv = await t.app.inject({ method: 'GET', url: '/api/audit/export.php', headers: bearer(admin), query: { action: 'config/save' } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Zeit;Eintrag;Benutzer;Adresse;Aktion');
    expect(csv.body).toContain('config/save.php');
    // Issue 41: the export keeps the codes and adds the sentence the log shows.
    expect(csv.body).toMatch(/hat (die Einstellung „[^“]+“|\d+ Einstellungen) geändert/);
  });

  it('shows the log only to holders of AUDIT_LOG_VIEW', async () => {
    const { token: other } = await signedInWith(t, ['ORDERS_VIEW']);
    expect((await list({}, other)).statusCode).toBe(403);
    const { token: reader } = await signedInWith(t, ['AUDIT_LOG_VIEW']);
    expect((await list({}, reader)).statusCode).toBe(200);
  });

  it('leaves an entry for every write route of the OpenAPI document, and offers none that changes the log', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const writes: Array<{ method: string; url: string }> = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[] }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method) || !operation.security?.length) continue;
        const url = path;
        if (!READS_BY_POST.has(url)) writes.push({ method: method.toUpperCase(), url });
      }
    }
    expect(writes.length).toBeGreaterThan(25);
    expect(writes.filter((write) => write.url.startsWith('/api/audit/'))).toEqual([]);
    // Signing out ends the session the walk uses, so it goes last.
    writes.sort((a, b) => Number(a.url.endsWith('logout.php')) - Number(b.url.endsWith('logout.php')));
    const token = await t.login();
    const missing: string[] = [];
    for (const write of writes) {
      const response = await t.app.inject({ method: write.method as 'POST', url: write.url, headers: bearer(token), payload: {} });
      // Services that write their own entry (API keys, backups) share the request id; the trail's has the status.
      const entries = await t.db.selectFrom('audit_log').selectAll().where('request_id', '=', String(response.headers['x-request-id'])).execute();
      if (!entries.some((entry) => entry.username === 'admin' && entry.status === response.statusCode))
        missing.push(`${write.method} ${write.url} (${response.statusCode})`);
    }
    expect(missing).toEqual([]);
  });
});
