import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TICKET_DESIGN } from '../../src/shared/api/ticket-design';
import { buy, create, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventBody, operationsSnapshot } from './operations-fixtures';
import { allPermissionKeys, bearer, multipart, PNG_BYTES, signedInWith } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const insertEvent = async () =>
  (
    await t.db
      .insertInto('events')
      .values({ name: `weg-${Math.random().toString(36).slice(2, 9)}`, title: 'Weg damit' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const insertRoom = async () => (await t.db.insertInto('rooms').values({ name: 'Turnhalle', capacity: 100 }).returning('id').executeTakeFirstOrThrow()).id;
const insertUniverse = async () =>
  (
    await t.db
      .insertInto('payment_universes')
      .values({ name: 'Alt', provider: 'paypal', client_id: 'x', client_secret: 'y' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
async function heldOrder(): Promise<number> {
  const show = await upcomingShow(t.db);
  const response = await create(t.app, [line(show, show.adults, 1)]);
  return response.json().order_id;
}
/** A valid ticket of a paid order, for cancelling single tickets. */
async function paidTicket(): Promise<{ order_id: number; ticket_ids: number[] }> {
  const show = await upcomingShow(t.db);
  const { created } = await buy(t.app, [line(show, show.adults, 2)]);
  const ticket = await t.db.selectFrom('tickets').select('id').where('order_id', '=', created.order_id).orderBy('id').executeTakeFirstOrThrow();
  return { order_id: created.order_id, ticket_ids: [ticket.id] };
}
const designLogo = () => ({ ...DEFAULT_TICKET_DESIGN, footer_text: `Fußzeile ${Math.random()}` });

/** Every operations call behind a key; `keys` are alternatives. `raw`: the answer is a file, not JSON. */
const calls: Array<{ name: string; keys: string[]; raw?: boolean; request: () => Promise<InjectOptions> }> = [
  {
    name: 'events/admin_list.php',
    keys: ['EVENT_LIST_VIEW', 'EVENTS_EDIT', 'MAIL_TEMPLATES_VIEW', 'MAIL_TEMPLATES_EDIT'],
    request: async () => ({ method: 'GET', url: '/api/events/admin_list.php' }),
  },
  {
    name: 'events/get.php',
    keys: ['EVENT_LIST_VIEW', 'EVENTS_EDIT'],
    request: async () => ({ method: 'GET', url: `/api/events/get.php?id=${await insertEvent()}` }),
  },
  { name: 'events/save.php', keys: ['EVENTS_EDIT'], request: async () => ({ method: 'POST', url: '/api/events/save.php', payload: eventBody(t) }) },
  {
    name: 'events/delete.php',
    keys: ['EVENTS_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/events/delete.php', payload: { id: await insertEvent() } }),
  },
  { name: 'orders/fetch.php (list)', keys: ['ORDERS_VIEW'], request: async () => ({ method: 'GET', url: '/api/orders/fetch.php?page=1&pageSize=10' }) },
  {
    name: 'orders/fetch.php?order_id (details)',
    keys: ['ORDERS_VIEW_DETAILS'],
    request: async () => ({ method: 'GET', url: `/api/orders/fetch.php?order_id=${await heldOrder()}` }),
  },
  { name: 'orders/export.php', keys: ['ORDERS_VIEW'], raw: true, request: async () => ({ method: 'GET', url: '/api/orders/export.php' }) },
  {
    name: 'orders/cancel.php',
    keys: ['ORDERS_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/orders/cancel.php', payload: { order_id: await heldOrder(), reason: 'Test' } }),
  },
  {
    name: 'orders/cancel-tickets.php',
    keys: ['ORDERS_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/orders/cancel-tickets.php', payload: { ...(await paidTicket()), reason: 'Test' } }),
  },
  { name: 'paypal/universe_list.php', keys: ['PAYPAL_VIEW'], request: async () => ({ method: 'GET', url: '/api/paypal/universe_list.php' }) },
  { name: 'paypal/status.php', keys: ['PAYPAL_VIEW', 'DASHBOARD_VIEW'], request: async () => ({ method: 'GET', url: '/api/paypal/status.php' }) },
  {
    name: 'paypal/universe_save.php',
    keys: ['PAYPAL_EDIT'],
    request: async () => ({
      method: 'POST',
      url: '/api/paypal/universe_save.php',
      payload: { name: 'Live', is_sandbox: false, client_id: 'cid', client_secret: 'sec' },
    }),
  },
  {
    name: 'paypal/universe_activate.php',
    keys: ['PAYPAL_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/paypal/universe_activate.php', payload: { id: 1 } }),
  },
  {
    name: 'paypal/universe_delete.php',
    keys: ['PAYPAL_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/paypal/universe_delete.php', payload: { id: await insertUniverse() } }),
  },
  {
    name: 'rooms/list.php',
    keys: ['ROOMS_VIEW', 'ROOMS_EDIT', 'EVENT_LIST_VIEW', 'EVENTS_EDIT'],
    request: async () => ({ method: 'GET', url: '/api/rooms/list.php' }),
  },
  {
    name: 'rooms/save.php',
    keys: ['ROOMS_EDIT'],
    request: async () => ({
      method: 'POST',
      url: '/api/rooms/save.php',
      payload: { name: 'Musikraum', location: 'Haus B', status: 'Available', capacity: 0, rows: 3, seatsPerRow: 8 },
    }),
  },
  {
    name: 'rooms/delete.php',
    keys: ['ROOMS_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/rooms/delete.php', payload: { id: await insertRoom() } }),
  },
  { name: 'tickets/design.php', keys: ['TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT'], request: async () => ({ method: 'GET', url: '/api/tickets/design.php' }) },
  {
    name: 'tickets/design_save.php',
    keys: ['TICKET_DESIGN_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/tickets/design_save.php', payload: designLogo() }),
  },
  {
    name: 'tickets/design_preview.php',
    keys: ['TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT'],
    raw: true,
    request: async () => ({ method: 'POST', url: '/api/tickets/design_preview.php', payload: designLogo() }),
  },
  { name: 'media/list.php', keys: ['MEDIA_VIEW', 'EVENTS_EDIT', 'TICKET_DESIGN_EDIT'], request: async () => ({ method: 'GET', url: '/api/media/list.php' }) },
  {
    name: 'files/upload.php (event_image)',
    keys: ['EVENTS_EDIT', 'FILES_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/files/upload.php', ...multipart('event_image', 'plakat.png', PNG_BYTES) }),
  },
  {
    name: 'files/upload.php (ticket_logo)',
    keys: ['TICKET_DESIGN_EDIT', 'FILES_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/files/upload.php', ...multipart('ticket_logo', 'logo.png', PNG_BYTES) }),
  },
];

async function call(token: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...bearer(token) } });
}

describe('operations call matrix', () => {
  for (const entry of calls) {
    it(`${entry.name}: 403 and no change without ${entry.keys.join('/')}, success with it and as ADMIN`, async () => {
      const everyOther = (await allPermissionKeys(t)).filter((key) => key !== 'ADMIN' && !entry.keys.includes(key));
      const lacking = await signedInWith(t, everyOther);
      const request = await entry.request();
      const before = await operationsSnapshot(t);
      const denied = await call(lacking.token, request);
      expect(denied.statusCode, denied.body).toBe(403);
      expect(denied.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(await operationsSnapshot(t)).toBe(before);

      for (const key of entry.keys) {
        const holder = await signedInWith(t, [key]);
        const allowed = await call(holder.token, await entry.request());
        expect(allowed.statusCode, `${key}: ${allowed.body.slice(0, 300)}`).toBe(200);
        if (!entry.raw) expect(allowed.json().success).toBe(true);
      }
      const admin = await t.login();
      const asAdmin = await call(admin, await entry.request());
      expect(asAdmin.statusCode, asAdmin.body.slice(0, 300)).toBe(200);
    });
  }

  it('answers 401 to every operations call without a session', async () => {
    const routes = t.app.registeredRoutes.filter((route) =>
      /^\/api\/(events\/(admin_list|get|save|delete)|orders\/(fetch|export|cancel)|paypal\/|rooms\/|tickets\/design|media\/)/.test(route.url),
    );
    expect(routes.length).toBe(20);
    for (const route of routes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  it('gives the seeded manager the new operation keys but not PAYPAL_EDIT', async () => {
    const keys = (await t.db.selectFrom('role_permissions').select('permission_key').where('role_name', '=', 'manager').execute()).map(
      (row) => row.permission_key,
    );
    expect(keys).toEqual(expect.arrayContaining(['EVENTS_EDIT', 'ORDERS_EDIT', 'ROOMS_EDIT', 'TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT']));
    expect(keys).not.toContain('PAYPAL_EDIT');
    const parents = await t.db
      .selectFrom('permissions')
      .select(['key', 'parent_key'])
      .where('key', 'in', ['EVENTS_EDIT', 'ORDERS_EDIT', 'PAYPAL_EDIT', 'ROOMS_EDIT'])
      .execute();
    expect(Object.fromEntries(parents.map((row) => [row.key, row.parent_key]))).toEqual({
      EVENTS_EDIT: 'EVENTS_VIEW',
      ORDERS_EDIT: 'ORDERS_VIEW',
      PAYPAL_EDIT: 'PAYPAL_VIEW',
      ROOMS_EDIT: 'ROOMS_VIEW',
    });
  });
});
