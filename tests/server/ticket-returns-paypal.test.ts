import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { bearer } from './staff-fixtures';

/** Returns by the buyer against PayPal (the fake): single tickets are partial refunds of the one capture. */
let s: PayPalShop;
beforeEach(async () => {
  s = await startPayPalShop();
  const admin = await s.t.login();
  // Until the performance begins: the seeded next performance may be closer than the default 14 days.
  await s.t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 0 } } });
});
afterEach(async () => {
  await s.close();
});

const giveBack = (token: string, ticketIds?: number[]) =>
  s.t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token, ...(ticketIds ? { ticket_ids: ticketIds } : {}) } });

describe('returns refunded through PayPal', () => {
  it('one ticket is a partial refund at PayPal, the rest takes what is left of the capture', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    const order = await s.orderRow(orderId);
    const tickets = await s.t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute();

    const one = await giveBack(order.public_token, [tickets[0].id]);
    expect(one.statusCode, one.body).toBe(200);
    const atPayPal = () => [...s.paypal.refundsById.values()].filter((refund) => refund.captureId === captureId).map((refund) => refund.value);
    expect(atPayPal()).toEqual([(order.total_cents / 2 / 100).toFixed(2)]);
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled', 'valid']);

    const rest = await giveBack(order.public_token);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(atPayPal().reduce((sum, value) => sum + Math.round(Number(value) * 100), 0)).toBe(order.total_cents);
    expect((await s.orderRow(orderId)).status).toBe('CANCELLED');
    expect((await s.payments(orderId)).filter((payment) => payment.kind === 'capture').map((payment) => payment.status)).toEqual(['REFUNDED']);
  });
});
