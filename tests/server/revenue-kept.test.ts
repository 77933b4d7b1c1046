import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { recordProviderReturn } from '../../src/server/modules/orders/refunds/provider-returns';
import { couponDiscountKept, orderLedger, type RevenueOrder, revenueFigures } from '../../src/shared/domain/revenue';
import { berlinDay } from '../../src/shared/domain/berlin-time';
import { guest, line, type ShowFixture, upcomingShow, approve, capture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/**
 * Issue 37 item 3: every money figure staff see is captured − refunded − reversed. A shop with a buyer's
 * return, a partial cancel by staff (on a coupon order), a full cancel, a chargeback and an untouched order:
 * the statistics, the dashboard, the hourly sums, the orders list and the coupon table all equal the ledger.
 */
let t: TestApp;
afterEach(async () => {
  await t?.close();
});

let buyers = 0;
async function paid(show: ShowFixture, quantity: number, extra: Record<string, unknown> = {}) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create.php',
    payload: { cart: [line(show, show.adults, quantity)], user_data: guest(++buyers), donation_amount: 0, ...extra },
  });
  expect(created.statusCode, created.body).toBe(200);
  const body = created.json();
  await approve(t.app, body.id);
  const captured = await capture(t.app, body.id, body.checkout_secret);
  expect(captured.statusCode, captured.body).toBe(200);
  const orderId = captured.json().order_id as number;
  const tickets = (await t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.id);
  return { orderId, token: new URL(captured.json().ticket_url, 'http://shop').pathname.split('/').pop() as string, tickets };
}

/** The ledger and the lines of every order, as the shared rule reads them. */
async function ledgerOrders(): Promise<Array<RevenueOrder & { id: number }>> {
  const orders = await t.db.selectFrom('orders').select(['id', 'status', 'captured_at', 'created_at', 'donation_cents']).execute();
  const payments = await t.db.selectFrom('payments').select(['order_id', 'kind', 'status', 'amount_cents']).execute();
  const items = await t.db.selectFrom('order_items').select(['order_id', 'performance_id', 'quantity', 'returned', 'unit_price_cents']).execute();
  return orders.map((order) => ({
    id: order.id,
    paid: order.captured_at !== null,
    status: order.status,
    donationCents: order.donation_cents,
    keptCents: orderLedger(payments.filter((payment) => payment.order_id === order.id)).kept,
    day: berlinDay(order.created_at),
    lines: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        performanceId: item.performance_id,
        validListCents: order.status === 'CAPTURED' ? (item.quantity - item.returned) * item.unit_price_cents : 0,
        listCents: item.quantity * item.unit_price_cents,
      })),
  }));
}

describe('revenue is money kept (issue 37 item 3)', () => {
  it('returns, partial cancels, a full cancel and a chargeback: every screen shows captured − refunded − reversed', async () => {
    t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
    const show = await upcomingShow(t.db);
    const admin = await t.login();
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { coupon_codes: true, ticket_return_days: 0 } },
    });
    expect(save.statusCode, save.body).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/coupons/create.php', headers: bearer(admin), payload: { code: 'ELTERN', kind: 'amount', value: 3 } });
    const price = (await t.db.selectFrom('categories').select('price_cents').where('id', '=', show.adults).executeTakeFirstOrThrow()).price_cents;

    // A buyer returns one of three tickets.
    const returned = await paid(show, 3);
    const back = await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token: returned.token, ticket_ids: [returned.tickets[0]] } });
    expect(back.statusCode, back.body).toBe(200);
    // Staff cancel two of four tickets of a coupon order.
    const partly = await paid(show, 4, { coupon_code: 'ELTERN' });
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-tickets.php',
      headers: bearer(admin),
      payload: { order_id: partly.orderId, ticket_ids: partly.tickets.slice(0, 2), reason: 'Krank' },
    });
    expect(cut.statusCode, cut.body).toBe(200);
    // Staff cancel a whole order with a donation.
    const cancelled = await paid(show, 2, { donation_amount: 5 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/cancel.php', headers: bearer(admin), payload: { order_id: cancelled.orderId, reason: 'Test' } }))
        .statusCode,
    ).toBe(200);
    // A chargeback of a whole order, recorded the way the provider path records it.
    const charged = await paid(show, 2);
    const chargedRow = await t.db.selectFrom('orders').selectAll().where('id', '=', charged.orderId).executeTakeFirstOrThrow();
    const chargedCapture = await t.db
      .selectFrom('payments')
      .select(['provider_ref', 'amount_cents'])
      .where('order_id', '=', charged.orderId)
      .where('kind', '=', 'capture')
      .executeTakeFirstOrThrow();
    expect(
      await recordProviderReturn(t.app.ctx, chargedRow, {
        kind: 'reversal',
        ref: 'CB-1',
        captureId: chargedCapture.provider_ref,
        amountCents: chargedCapture.amount_cents,
        currency: 'EUR',
      }),
    ).toBe('reversed');
    // A part of another order charged back: the order stays paid, the money is not the shop's.
    const partReversed = await paid(show, 2, { donation_amount: 2 });
    const partRow = await t.db.selectFrom('orders').selectAll().where('id', '=', partReversed.orderId).executeTakeFirstOrThrow();
    const partCapture = await t.db
      .selectFrom('payments')
      .select('provider_ref')
      .where('order_id', '=', partReversed.orderId)
      .where('kind', '=', 'capture')
      .executeTakeFirstOrThrow();
    expect(
      await recordProviderReturn(t.app.ctx, partRow, { kind: 'reversal', ref: 'CB-2', captureId: partCapture.provider_ref, amountCents: 150, currency: 'EUR' }),
    ).toBe('partial');
    // One untouched.
    await paid(show, 1);

    const ledger = await ledgerOrders();
    const figures = revenueFigures(ledger);
    const payments = await t.db.selectFrom('payments').select(['kind', 'status', 'amount_cents']).execute();
    const sums = orderLedger(payments);
    // The ledger itself: returns, cancels and chargebacks went back.
    expect(sums.refunded).toBeGreaterThan(0);
    expect(sums.reversed).toBe(2 * price + 150);
    expect(figures.kept).toBe(sums.kept);

    // orders_hourly, the statistics' total and the dashboard's tiles and chart.
    const hourly = await t.db.selectFrom('orders_hourly').select(sql<string>`coalesce(sum(revenue_cents), 0)`.as('cents')).executeTakeFirstOrThrow();
    expect(Number(hourly.cents)).toBe(figures.kept);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/statistics/fetch.php', headers: bearer(admin) })).json().data;
    expect(Math.round(stats.total_revenue * 100)).toBe(figures.kept);
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/statistics/dashboard.php', headers: bearer(admin) })).json();
    const board = dashboard.data ?? dashboard;
    expect(Math.round(board.totals.revenue * 100)).toBe(figures.tickets);
    expect(Math.round(board.totals.donations * 100)).toBe(figures.donations);
    expect(Math.round(board.revenueData.data.reduce((sum: number, euros: number) => sum + euros, 0) * 100)).toBe(figures.kept);
    const today = berlinDay(t.clock.now());
    expect(figures.perDay.get(today)).toBe(figures.kept);
    // Per performance: the one show's ticket money.
    expect(figures.perPerformance.get(show.performanceId)).toBe(figures.tickets);

    // The database keeps each order's ledger (SQL = rule).
    const stored = await t.db.selectFrom('orders').select(['id', 'kept_cents']).execute();
    for (const order of ledger) expect(stored.find((row) => row.id === order.id)?.kept_cents, `order ${order.id}`).toBe(order.keptCents);
    const sqlRule = await sql<{ id: number; kept: number }>`select id, order_kept_cents(id) as kept from orders`.execute(t.db);
    for (const row of sqlRule.rows) expect(row.kept).toBe(ledger.find((order) => order.id === row.id)?.keptCents);

    // The orders list: each order's kept money, and "Summe dieser Seite (bezahlt)" from it.
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders/fetch.php?page=1&pageSize=50', headers: bearer(admin) })).json();
    for (const row of list.data as Array<{ id: number; kept: number }>) {
      const order = ledger.find((entry) => entry.id === row.id);
      expect(Math.round(row.kept * 100), `order ${row.id}`).toBe(order?.paid ? order.keptCents : 0);
    }
    expect(Math.round((list.data as Array<{ kept: number }>).reduce((sum, row) => sum + row.kept, 0) * 100)).toBe(figures.kept);

    // Filtered by the performance, the page's sum is its ticket money.
    const ofShow = (
      await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?page=1&pageSize=50&performance=${show.performanceId}`, headers: bearer(admin) })
    ).json();
    expect(Math.round((ofShow.data as Array<{ kept: number }>).reduce((sum, row) => sum + row.kept, 0) * 100)).toBe(
      figures.perPerformance.get(show.performanceId),
    );

    // The coupon table: half of the four tickets stand, so half of the 3 € discount does.
    const items = await t.db.selectFrom('order_items').select(['quantity', 'returned', 'unit_price_cents']).where('order_id', '=', partly.orderId).execute();
    const list4 = items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0);
    const valid = items.reduce((sum, item) => sum + (item.quantity - item.returned) * item.unit_price_cents, 0);
    expect(stats.coupons.codes).toEqual([{ code: 'ELTERN', uses: 1, tickets: 2, discount: couponDiscountKept(300, valid, list4) / 100 }]);
    expect(stats.coupons.total_discount).toBe(1.5);
    // Six purchases, a return, two cancels and two chargebacks on a shared machine.
  }, 180_000);
});
