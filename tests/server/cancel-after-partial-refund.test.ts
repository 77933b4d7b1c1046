import { afterEach, describe, expect, it } from 'vitest';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/**
 * "Stornieren und erstatten" after one ticket of the order went back already (a single-ticket cancel, a
 * buyer's return): the capture is partly refunded, so the cancel refunds what is left, once, and cancels
 * the rest.
 */
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

type Payment = { kind: string; status: string; amount_cents: number };
const refunded = (payments: Payment[]) =>
  payments.filter((payment) => payment.kind === 'refund' && payment.status !== 'FAILED').reduce((sum, payment) => sum + payment.amount_cents, 0);

describe('cancel after a partial refund', () => {
  it('with PayPal: refunds exactly what is left after a single-ticket cancel, never more than paid, never twice', async () => {
    const s: PayPalShop = await startPayPalShop();
    closers.push(() => s.close());
    const admin = await s.t.login();
    const { orderId, captureId } = await s.paidOrder(3);
    const total = (await s.orderRow(orderId)).total_cents;
    const [first] = (await s.t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.id);
    const one = await s.t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-tickets.php',
      headers: bearer(admin),
      payload: { order_id: orderId, ticket_ids: [first], reason: 'Kind ist krank.' },
    });
    expect(one.statusCode, one.body).toBe(200);

    const cancel = () =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/orders/cancel.php',
        headers: bearer(admin),
        payload: { order_id: orderId, reason: 'Die Familie kommt nicht.' },
      });
    const answer = await cancel();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refunded: true, refund_pending: false, tickets_revoked: 2 });
    expect((await s.orderRow(orderId)).status).toBe('CANCELLED');
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // At PayPal: the first ticket's part, then exactly the rest; the capture is fully refunded.
    const atPayPal = [...s.paypal.refundsById.values()]
      .filter((refund) => refund.captureId === captureId)
      .map((refund) => Math.round(Number(refund.value) * 100));
    expect(atPayPal).toHaveLength(2);
    expect(atPayPal.reduce((sum, cents) => sum + cents, 0)).toBe(total);
    const payments = await s.payments(orderId);
    expect(refunded(payments)).toBe(total);
    expect(payments.find((payment) => payment.kind === 'capture')?.status).toBe('REFUNDED');

    // A second cancel moves no money.
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect([...s.paypal.refundsById.values()]).toHaveLength(2);
    expect(refunded(await s.payments(orderId))).toBe(total);
  });

  it('with the test provider: a buyer returned one ticket, staff cancel the rest and refund exactly what is left', async () => {
    const t: TestApp = await createTestApp();
    closers.push(() => t.close());
    const admin = await t.login();
    const show: ShowFixture = await upcomingShow(t.db);
    const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 1 } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { created, captured } = await buy(t.app, [line(show, show.adults, 2)]);
    expect(captured.statusCode, captured.body).toBe(200);
    const orderId: number = created.order_id;
    const token = (captured.json() as { ticket_url: string }).ticket_url.split('/tickets/')[1];
    const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
    const returned = await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token, ticket_ids: [page.tickets[0].id] } });
    expect(returned.statusCode, returned.body).toBe(200);

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: orderId, reason: 'Termin verlegt.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refunded: true, tickets_revoked: 1 });
    const order = await t.db.selectFrom('orders').select(['status', 'total_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('CANCELLED');
    const payments = await t.db.selectFrom('payments').select(['kind', 'status', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(refunded(payments)).toBe(order.total_cents);
    expect(payments.filter((payment) => payment.kind === 'refund')).toHaveLength(2);
    // The test provider's own books: its capture is refunded in full, not beyond.
    const providerOrderId = (await t.db.selectFrom('orders').select('provider_order_id').where('id', '=', orderId).executeTakeFirstOrThrow())
      .provider_order_id as string;
    const atProvider = await t.db
      .selectFrom('test_provider_orders')
      .select(['refunded_cents', 'amount_cents'])
      .where('id', '=', providerOrderId)
      .executeTakeFirstOrThrow();
    expect(atProvider.refunded_cents).toBe(atProvider.amount_cents);
  });
});
