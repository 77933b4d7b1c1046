import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange } from '../../src/server/db/change-feed';
import { orderLedger } from '../../src/shared/domain/revenue';
import { startFakePayPal } from '../helpers/fake-paypal';
import { buy, line, upcomingShow } from '../helpers/orders';
import { insertSales } from '../helpers/sales-data';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { allPermissionKeys, bearer, signedInWith } from './staff-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const show = await upcomingShow(t.db);
  await buy(t.app, [line(show, show.adults, 2), line(show, show.children, 1)], { donation_amount: 2.5 });
  await insertSales(t.db, { orders: 1500, days: 40, until: t.clock.now(), tickets: true });
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Berlin wall-clock parts through Intl, independent of the SQL under test. */
const berlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
});
function parts(instant: Date) {
  const p = Object.fromEntries(berlin.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), weekday: p.weekday };
}
const WEEKDAY_DE: Record<string, string> = {
  Monday: 'Montag',
  Tuesday: 'Dienstag',
  Wednesday: 'Mittwoch',
  Thursday: 'Donnerstag',
  Friday: 'Freitag',
  Saturday: 'Samstag',
  Sunday: 'Sonntag',
};

/** Money kept per order from the payments ledger (shared rule), for orders whose tickets were issued. */
async function keptByOrder() {
  const payments = await t.db.selectFrom('payments').select(['order_id', 'kind', 'status', 'amount_cents']).execute();
  const orders = await t.db.selectFrom('orders').select(['id', 'created_at', 'captured_at']).where('captured_at', 'is not', null).execute();
  return orders.map((order) => ({ ...order, kept: orderLedger(payments.filter((payment) => payment.order_id === order.id)).kept }));
}

async function expected() {
  const orders = await t.db.selectFrom('orders').select(['id', 'status', 'created_at', 'total_cents', 'donation_cents', 'first_name', 'last_name']).execute();
  const kept = await keptByOrder();
  const items = await t.db.selectFrom('order_items').select(['order_id', 'quantity', 'category_name', 'event_title']).execute();
  const paid = new Map(orders.filter((o) => o.status === 'CAPTURED').map((o) => [o.id, o]));
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const categories = new Map<string, number>();
  const events = new Map<string, number>();
  const perDay = new Map<string, number>();
  const perHour = new Map<string, number>();
  for (const item of items) {
    const order = paid.get(item.order_id);
    if (!order) continue;
    const when = parts(order.created_at);
    add(categories, item.category_name, item.quantity);
    add(events, item.event_title, item.quantity);
    add(perDay, `${when.day}|${item.category_name}`, item.quantity);
    add(perHour, String(when.hour), item.quantity);
  }
  const perWeekday = new Map<string, number>();
  for (const order of paid.values()) add(perWeekday, WEEKDAY_DE[parts(order.created_at).weekday], 1);
  const statuses = new Map<string, number>();
  for (const order of orders) add(statuses, order.status, 1);
  const donors = [...paid.values()].filter((o) => o.donation_cents > 0);
  return {
    paid: [...paid.values()],
    categories,
    events,
    perDay,
    perHour,
    perWeekday,
    statuses,
    kept,
    revenueCents: kept.reduce((s, o) => s + o.kept, 0),
    donationCents: donors.reduce((s, o) => s + o.donation_cents, 0),
    donors,
  };
}

describe('statistics/fetch.php', () => {
  it('matches sums computed independently from the raw orders', async () => {
    const want = await expected();
    const admin = await t.login();
    const response = await get('/api/statistics/fetch.php', admin);
    expect(response.statusCode).toBe(200);
    const { data, detailed } = response.json();
    expect(detailed).toBe(true);
    expect(data.total_orders).toBe(want.paid.length);
    expect(Math.round(data.total_revenue * 100)).toBe(want.revenueCents);
    expect(Math.round(data.donations.total * 100)).toBe(want.donationCents);
    expect(data.donations.count).toBe(want.donors.length);
    const top = want.donors.sort((a, b) => b.donation_cents - a.donation_cents || a.id - b.id).slice(0, 5);
    expect(data.donations.top_donations).toEqual(top.map((o) => ({ amount: o.donation_cents / 100, donor: `${o.first_name} ${o.last_name[0]}.` })));
    expect(Object.fromEntries(data.ticket_categories.map((r: { category: string; total_tickets: number }) => [r.category, r.total_tickets]))).toEqual(
      Object.fromEntries(want.categories),
    );
    expect(Object.fromEntries(data.top_events.map((r: { event: string; total_tickets: number }) => [r.event, r.total_tickets]))).toEqual(
      Object.fromEntries(want.events),
    );
    const perDay = data.tickets_per_day_and_category as Array<{ day: string; category: string; total_tickets: number }>;
    expect(new Map(perDay.map((r) => [`${r.day}|${r.category}`, r.total_tickets]))).toEqual(want.perDay);
    for (const { hour, total_tickets } of data.time_distribution.orders_per_hour) expect(total_tickets).toBe(want.perHour.get(String(hour)) ?? 0);
    for (const { weekday, total_orders } of data.time_distribution.orders_per_weekday) expect(total_orders).toBe(want.perWeekday.get(weekday) ?? 0);
    expect(new Map(data.paypal_order_data.map((r: { status: string; count: number }) => [r.status, r.count]))).toEqual(want.statuses);
    // Every paid ticket is counted once, whichever way it is summed.
    const tickets = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect([...want.categories.values()].reduce((a, b) => a + b, 0)).toBe(Number(tickets.n));
  });

  it('stays exact when paid orders are cancelled, deleted, changed or moved', async () => {
    const paid = await t.db.selectFrom('orders').select('id').where('status', '=', 'CAPTURED').orderBy('id').limit(40).execute();
    const ids = paid.map((row) => row.id);
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('id', 'in', ids.slice(0, 10)).execute();
    await t.db.deleteFrom('orders').where('id', 'in', ids.slice(10, 15)).execute();
    await t.db.updateTable('order_items').set({ quantity: 7 }).where('order_id', 'in', ids.slice(15, 20)).execute();
    await t.db
      .updateTable('orders')
      .set({ created_at: new Date(t.clock.now().getTime() - 3 * 86_400_000) })
      .where('id', 'in', ids.slice(20, 25))
      .execute();
    await t.db.updateTable('orders').set({ total_cents: 99_999, donation_cents: 1234 }).where('id', 'in', ids.slice(25, 30)).execute();
    // Money going back: refunds (one failed, one pending), a chargeback, a capture struck from the ledger.
    await t.db
      .insertInto('payments')
      .values([
        { order_id: ids[30], provider: 'test', kind: 'refund', provider_ref: 'gen-ref-1', amount_cents: 150, currency: 'EUR', status: 'COMPLETED' },
        { order_id: ids[31], provider: 'test', kind: 'refund', provider_ref: 'gen-ref-2', amount_cents: 250, currency: 'EUR', status: 'PENDING' },
        { order_id: ids[32], provider: 'test', kind: 'reversal', provider_ref: 'gen-rev-1', amount_cents: 300, currency: 'EUR', status: 'COMPLETED' },
        { order_id: ids[33], provider: 'test', kind: 'refund', provider_ref: 'gen-ref-3', amount_cents: 400, currency: 'EUR', status: 'PENDING' },
      ])
      .execute();
    await t.db.updateTable('payments').set({ status: 'FAILED' }).where('provider_ref', '=', 'gen-ref-3').execute();
    await t.db.deleteFrom('payments').where('order_id', '=', ids[34]).execute();
    const cancelled = await t.db.selectFrom('orders').select('id').where('status', '=', 'CANCELLED').limit(3).execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'CAPTURED' })
      .where(
        'id',
        'in',
        cancelled.map((row) => row.id),
      )
      .execute();

    const want = await expected();
    const { data } = (await get('/api/statistics/fetch.php', await t.login())).json();
    expect(data.total_orders).toBe(want.paid.length);
    expect(Math.round(data.total_revenue * 100)).toBe(want.revenueCents);
    expect(Math.round(data.donations.total * 100)).toBe(want.donationCents);
    expect(data.donations.count).toBe(want.donors.length);
    const perDay = data.tickets_per_day_and_category as Array<{ day: string; category: string; total_tickets: number }>;
    expect(new Map(perDay.map((r) => [`${r.day}|${r.category}`, r.total_tickets]))).toEqual(want.perDay);
    for (const { weekday, total_orders } of data.time_distribution.orders_per_weekday) expect(total_orders).toBe(want.perWeekday.get(weekday) ?? 0);
  });

  it('gives holders of STATISTICS_VIEW only the per-day and category table', async () => {
    const reduced = await signedInWith(t, ['STATISTICS_VIEW']);
    const response = await get('/api/statistics/fetch.php', reduced.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().detailed).toBe(false);
    expect(Object.keys(response.json().data)).toEqual(['tickets_per_day_and_category']);
  });

  it('refuses callers without a statistics key, and without a session', async () => {
    const others = (await allPermissionKeys(t)).filter((key) => !['ADMIN', 'STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'].includes(key));
    const lacking = await signedInWith(t, others);
    expect((await get('/api/statistics/fetch.php', lacking.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/fetch.php' })).statusCode).toBe(401);
    const detailedOnly = await signedInWith(t, ['STATISTICS_VIEW_DETAILED']);
    expect((await get('/api/statistics/fetch.php', detailedOnly.token)).json().detailed).toBe(true);
  });
});

describe('statistics/overview.php (issue 51 item 6)', () => {
  type Day = { day: string; category: string; total_tickets: number };
  const sum = (rows: Day[]) => rows.reduce((total, row) => total + row.total_tickets, 0);
  /** Tickets of paid orders counted straight from the lines, apart from the query under test. */
  async function ticketsOf(column: 'event_id' | 'performance_id', id: number) {
    const rows = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.quantity', 'order_items.returned'])
      .where('orders.status', '=', 'CAPTURED')
      .where(`order_items.${column}`, '=', id)
      .execute();
    return rows.reduce((total, row) => total + row.quantity - row.returned, 0);
  }

  it('gives STATISTICS_VIEW the whole per-day table, as fetch.php has it, and the events to choose from', async () => {
    const reduced = await signedInWith(t, ['STATISTICS_VIEW']);
    const all = await get('/api/statistics/overview.php', reduced.token);
    expect(all.statusCode, all.body).toBe(200);
    const fetched = (await get('/api/statistics/fetch.php', reduced.token)).json().data.tickets_per_day_and_category;
    expect(all.json().tickets_per_day_and_category).toEqual(fetched);
    const show = await upcomingShow(t.db);
    const event = all.json().events.find((candidate: { id: number }) => candidate.id === show.eventId);
    expect(event.performances.map((performance: { id: number }) => performance.id)).toContain(show.performanceId);
  });

  it('narrows the table to one event or one performance', async () => {
    const reduced = await signedInWith(t, ['STATISTICS_VIEW']);
    const show = await upcomingShow(t.db);
    const byShow = await get(`/api/statistics/overview.php?performance_id=${show.performanceId}`, reduced.token);
    expect(byShow.statusCode, byShow.body).toBe(200);
    expect(sum(byShow.json().tickets_per_day_and_category)).toBe(await ticketsOf('performance_id', show.performanceId));
    expect(sum(byShow.json().tickets_per_day_and_category)).toBeGreaterThanOrEqual(3);
    const byEvent = await get(`/api/statistics/overview.php?event_id=${show.eventId}`, reduced.token);
    expect(sum(byEvent.json().tickets_per_day_and_category)).toBe(await ticketsOf('event_id', show.eventId));
    const whole = sum((await get('/api/statistics/overview.php', reduced.token)).json().tickets_per_day_and_category);
    expect(sum(byEvent.json().tickets_per_day_and_category)).toBeLessThanOrEqual(whole);
  });

  it('refuses a malformed filter with a 400 and callers without a statistics key', async () => {
    const reduced = await signedInWith(t, ['STATISTICS_VIEW']);
    expect((await get('/api/statistics/overview.php?performance_id=abc', reduced.token)).statusCode).toBe(400);
    const others = (await allPermissionKeys(t)).filter((key) => !['ADMIN', 'STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'].includes(key));
    expect((await get('/api/statistics/overview.php', (await signedInWith(t, others)).token)).statusCode).toBe(403);
  });
});

describe('statistics/dashboard.php', () => {
  it('reports the spec dashboard fields from real data', async () => {
    const want = await expected();
    const holder = await signedInWith(t, ['DASHBOARD_VIEW']);
    const response = await get('/api/statistics/dashboard.php', holder.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.systemStatus).toMatchObject({ paypal: 'connected', database: 'ok' });
    expect(data.ticketSales.labels).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);

    const now = t.clock.now();
    const today = parts(now).day;
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = new Date(Date.parse(`${today}T00:00:00Z`) - weekday * 86_400_000).toISOString().slice(0, 10);
    const paidIds = new Set(want.paid.filter((o) => parts(o.created_at).day >= monday).map((o) => o.id));
    const items = await t.db.selectFrom('order_items').select(['order_id', 'quantity']).execute();
    const thisWeek = items.filter((i) => paidIds.has(i.order_id)).reduce((s, i) => s + i.quantity, 0);
    expect(data.ticketSales.data.reduce((a: number, b: number) => a + b, 0)).toBe(thisWeek);

    expect(data.revenueData.labels).toHaveLength(14);
    const fortnight = new Date(Date.parse(`${today}T00:00:00Z`) - 13 * 86_400_000).toISOString().slice(0, 10);
    const revenue = want.kept.filter((o) => parts(o.created_at).day >= fortnight).reduce((s, o) => s + o.kept, 0);
    expect(Math.round(data.revenueData.data.reduce((a: number, b: number) => a + b, 0) * 100)).toBe(revenue);

    expect(Object.fromEntries(data.ticketCategories.labels.map((l: string, i: number) => [l, data.ticketCategories.data[i]]))).toEqual(
      Object.fromEntries(want.categories),
    );
    expect(data.eventDistribution.data.reduce((a: number, b: number) => a + b, 0)).toBe([...want.events.values()].reduce((a, b) => a + b, 0));
    expect(data.lastSales).toHaveLength(5);
    expect(data.lastSales[0]).toEqual({ name: expect.stringMatching(/^\S+ \S\.$/), tickets: expect.any(Number), event: expect.any(String) });
    expect(data.nextEvent).toMatchObject({ title: expect.any(String), days_remaining: expect.any(Number) });
    expect(data.nextEvent.days_remaining).toBeGreaterThanOrEqual(0);
  });

  it('shows no next event when no visible event has a performance ahead', async () => {
    const admin = await t.login();
    const visible = await t.db.selectFrom('events').select('id').where('visible', '=', true).execute();
    await t.db.updateTable('events').set({ visible: false }).execute();
    try {
      const response = await get('/api/statistics/dashboard.php', admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.nextEvent).toBeNull();
    } finally {
      await t.db
        .updateTable('events')
        .set({ visible: true })
        .where(
          'id',
          'in',
          visible.map((e) => e.id),
        )
        .execute();
    }
  });

  it('needs DASHBOARD_VIEW', async () => {
    const others = (await allPermissionKeys(t)).filter((key) => key !== 'ADMIN' && key !== 'DASHBOARD_VIEW');
    const lacking = await signedInWith(t, others);
    expect((await get('/api/statistics/dashboard.php', lacking.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/dashboard.php' })).statusCode).toBe(401);
  });

  it('asks the active PayPal universe whether its credentials work', async () => {
    const paypal = await startFakePayPal();
    const app = await createTestApp({ config: { paypal: { ...t.config.paypal, sandbox: true, apiBase: paypal.url, timeoutMs: 500 } } });
    try {
      await app.db.updateTable('payment_universes').set({ active: false }).execute();
      const universe = await app.db
        .insertInto('payment_universes')
        .values({ name: 'PayPal Sandbox', provider: 'paypal', is_sandbox: true, active: true, client_id: 'client-id', client_secret: 'secret' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const admin = await app.login();
      const status = async () =>
        (await app.app.inject({ method: 'GET', url: '/api/statistics/dashboard.php', headers: bearer(admin) })).json().data.systemStatus;
      expect(await status()).toMatchObject({ paypal: 'connected', database: 'ok', provider: 'PayPal Sandbox' });
      // As an edit in the back office does, the change moves updated_at, so a fresh provider is used.
      await app.db
        .updateTable('payment_universes')
        .set({ client_id: 'other-id', client_secret: 'falsch', updated_at: new Date() })
        .where('id', '=', universe.id)
        .execute();
      await announceChange(app.db, 'payment-accounts');
      expect(await status()).toMatchObject({ paypal: 'error', database: 'ok' });
    } finally {
      await app.close();
      await paypal.close();
    }
  });
});

describe('the evening on the dashboard (issue 32 item 11)', () => {
  it('gives each coming performance sold of capacity and admitted, and the paid revenue and donations', async () => {
    const holder = await signedInWith(t, ['DASHBOARD_VIEW']);
    const { data } = (await get('/api/statistics/dashboard.php', holder.token)).json();
    const show = await upcomingShow(t.db);
    const evening = data.evening.find((row: { performance_id: number }) => row.performance_id === show.performanceId);
    const quotas = await t.db.selectFrom('quotas').select(['capacity', 'sold']).where('performance_id', '=', show.performanceId).execute();
    const performance = await t.db
      .selectFrom('performances')
      .select(['box_office_capacity', 'box_office_sold'])
      .where('id', '=', show.performanceId)
      .executeTakeFirstOrThrow();
    expect(evening).toMatchObject({
      sold: quotas.reduce((sum, quota) => sum + quota.sold, 0) + performance.box_office_sold,
      capacity: quotas.reduce((sum, quota) => sum + quota.capacity, 0) + performance.box_office_capacity,
      admitted: 0,
    });
    const paid = await t.db.selectFrom('orders').select(['total_cents', 'donation_cents']).where('status', '=', 'CAPTURED').execute();
    const donations = paid.reduce((sum, order) => sum + order.donation_cents, 0);
    const kept = (await keptByOrder()).reduce((sum, order) => sum + order.kept, 0);
    const pending = await t.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['payments.amount_cents'])
      .where('payments.kind', '=', 'refund')
      .where('payments.status', '=', 'PENDING')
      .where('orders.captured_at', 'is not', null)
      .execute();
    const refundPending = pending.reduce((sum, row) => sum + row.amount_cents, 0);
    expect(data.totals).toEqual({ revenue: (kept - donations) / 100, donations: donations / 100, refund_pending: refundPending / 100 });
  });
});
