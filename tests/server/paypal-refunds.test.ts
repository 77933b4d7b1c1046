import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/shared/domain/format';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { capture, line, setCapacity } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { bearer } from './staff-fixtures';

// One shop for the file (issue 50): each test sells from a performance of its own to buyers of its own and looks
// only at the refunds PayPal made during it.
let s: PayPalShop;
let admin: string;
let earlierRefunds: Set<string>;
beforeAll(async () => {
  s = await startPayPalShop();
  admin = await s.t.login();
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  await s.nextTest();
  earlierRefunds = new Set(s.paypal.refundsById.keys());
});

/** The refunds PayPal made in this test. */
const newRefunds = () => [...s.paypal.refundsById].filter(([id]) => !earlierRefunds.has(id)).map(([, refund]) => refund);
/** A second buyer beside the test's own. */
const otherBuyer = () => ({ ...s.buyer, email: `andere-${s.buyer.email}` });

const cancel = (orderId: number) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel.php',
    headers: bearer(admin),
    payload: { order_id: orderId, reason: 'Die Vorstellung fällt aus.' },
  });
const details = async (orderId: number) =>
  (await s.t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${orderId}`, headers: bearer(admin) })).json().order;

const cancellationMail = async (orderId: number) => (await orderMailRenderer(s.t.app.ctx)(orderId, 'cancellation', 'kunde@example.org')).text;

describe('the cancellation mail tells the truth about the refund', () => {
  it('says "wird erstattet" while PayPal has not confirmed the refund, and "Erstattet" once it has', async () => {
    const { orderId } = await s.paidOrder(1);
    const total = (await s.orderRow(orderId)).total_cents;
    const amount = formatCents(total);
    s.paypal.state.refundStatus = 'PENDING';
    expect((await cancel(orderId)).statusCode).toBe(200);
    const pending = await cancellationMail(orderId);
    expect(pending).toContain(`Wird erstattet: ${amount}`);
    expect(pending).not.toMatch(/(^|[^d] )Erstattet:/m);

    const [refund] = newRefunds();
    s.paypal.finishRefund(refund.id, 'COMPLETED');
    await sweepExpiredHolds(s.t.app.ctx);
    expect(await cancellationMail(orderId)).toContain(`Erstattet: ${amount}`);
  });

  it('counts a FAILED refund and its retry once', async () => {
    const { orderId } = await s.paidOrder(1);
    const total = (await s.orderRow(orderId)).total_cents;
    s.paypal.state.refundStatus = 'PENDING';
    await cancel(orderId);
    const [refund] = newRefunds();
    s.paypal.finishRefund(refund.id, 'FAILED');
    await sweepExpiredHolds(s.t.app.ctx);
    s.paypal.state.refundStatus = 'COMPLETED';
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect(await cancellationMail(orderId)).toContain(`Erstattet: ${formatCents(total)}`);
  });
});

describe('refunds through PayPal finish or are flagged', () => {
  it('a refund answered PENDING stays pending until PayPal confirms; a later FAILED flags the order and a new cancel retries with a new request id', async () => {
    const { orderId, captureId } = await s.paidOrder(1);
    s.paypal.state.refundStatus = 'PENDING';
    const first = await cancel(orderId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ refunded: false, refund_pending: true });
    expect(first.json().message).toMatch(/Erstattung.*bestätigt/);
    expect(await s.payments(orderId)).toEqual([
      expect.objectContaining({ kind: 'capture', status: 'COMPLETED' }),
      expect.objectContaining({ kind: 'refund', status: 'PENDING' }),
    ]);
    // Issue 52 item 5: the money is not back yet, so the order and its tickets stand until PayPal completes it.
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(orderId)).toEqual(['valid']);

    const [refund] = newRefunds();
    s.paypal.finishRefund(refund.id, 'FAILED');
    await sweepExpiredHolds(s.t.app.ctx);
    expect(await s.orderRow(orderId)).toMatchObject({ refund_required: true, failure_reason: 'REFUND_FAILED' });
    expect(await s.payments(orderId)).toEqual([
      expect.objectContaining({ kind: 'capture', status: 'COMPLETED' }),
      expect.objectContaining({ kind: 'refund', status: 'FAILED' }),
    ]);
    expect((await details(orderId)).can_cancel).toBe(true);

    s.paypal.state.refundStatus = 'COMPLETED';
    const retry = await cancel(orderId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refunded).toBe(true);
    const ids = s.paypal.log.filter((entry) => entry.path.endsWith('/refund')).map((entry) => entry.requestId);
    expect(new Set(ids).size).toBe(2);
    expect(await s.orderRow(orderId)).toMatchObject({ refund_required: false, status: 'CANCELLED' });
    expect((await s.payments(orderId)).map((p) => `${p.kind}:${p.status}`)).toEqual(['capture:REFUNDED', 'refund:FAILED', 'refund:COMPLETED']);
    expect(captureId).toBeTruthy();
  });

  it('a PENDING refund that PayPal completes (PAYMENT.CAPTURE.REFUNDED) is recorded as refunded', async () => {
    const { orderId, captureId } = await s.paidOrder(1);
    s.paypal.state.refundStatus = 'PENDING';
    await cancel(orderId);
    const [refund] = newRefunds();
    s.paypal.finishRefund(refund.id, 'COMPLETED');
    const hook = await s.webhook({
      id: 'WH-REF-P',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: refund.id, status: 'COMPLETED', links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` }] },
    });
    expect(hook.json().outcome).toBe('refunded');
    expect((await s.payments(orderId)).map((p) => `${p.kind}:${p.status}`)).toEqual(['capture:REFUNDED', 'refund:COMPLETED']);
  });

  it('REFUND_AMOUNT_EXCEEDED (part already refunded in PayPal) answers a clear German 409 and changes nothing', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    s.paypal.refundInDashboard(captureId, '1.00');
    const answer = await cancel(orderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'REFUND_AMOUNT_EXCEEDED' });
    expect(answer.json().message).toMatch(/PayPal/);
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(orderId)).toEqual(['valid', 'valid']);
  });
});

describe('a payment without tickets goes back by itself', () => {
  it('an expired hold PayPal captured elsewhere while sold out is refunded through PayPal automatically', async () => {
    await setCapacity(s.t.db, s.show.performanceId, s.show.adults, 1);
    const late = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.t.clock.advance(60 * 60_000);
    const other = (await s.create([line(s.show, s.show.adults, 1)], { user_data: otherBuyer() })).json();
    s.paypal.approve(other.id);
    expect((await capture(s.t.app, other.id)).statusCode).toBe(200);

    // The shop itself never captures once the seats are gone (paypal-holds.test.ts); PayPal may still have
    // captured on its own (another tab, its retry) and tell us by webhook.
    s.paypal.captureElsewhere(late.id);
    const answer = await s.webhook(s.paypal.events.capture('WH-LATE-1', `CAP-${late.id}`));
    expect(answer.json().outcome).toBe('refund');
    expect(newRefunds()).toHaveLength(1);
    expect(await s.orderRow(late.order_id)).toMatchObject({ status: 'FAILED', failure_reason: 'HOLD_EXPIRED_SOLD_OUT', refund_required: false });
    expect((await s.payments(late.order_id)).map((p) => `${p.kind}:${p.status}`)).toEqual(['capture:REFUNDED', 'refund:COMPLETED']);
  });

  it('when PayPal is unreachable for that refund, the sweep refunds later', async () => {
    await setCapacity(s.t.db, s.show.performanceId, s.show.adults, 1);
    const late = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.t.clock.advance(60 * 60_000);
    const other = (await s.create([line(s.show, s.show.adults, 1)], { user_data: otherBuyer() })).json();
    s.paypal.approve(other.id);
    await capture(s.t.app, other.id);
    s.paypal.captureElsewhere(late.id);
    s.paypal.state.refundOutage = true;
    expect((await s.webhook(s.paypal.events.capture('WH-LATE-2', `CAP-${late.id}`))).json().outcome).toBe('refund');
    expect(await s.orderRow(late.order_id)).toMatchObject({ refund_required: true, failure_reason: 'HOLD_EXPIRED_SOLD_OUT' });
    s.paypal.state.refundOutage = false;
    await sweepExpiredHolds(s.t.app.ctx);
    expect(newRefunds()).toHaveLength(1);
    expect(await s.orderRow(late.order_id)).toMatchObject({ refund_required: false });
  });
});
