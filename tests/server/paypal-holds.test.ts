import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { capture, line, setCapacity } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';

// One shop for the file (issue 50): each test sells the one ticket of a performance of its own to a buyer of its
// own and counts only the refunds PayPal made during it.
let s: PayPalShop;
let refundsBefore: number;
beforeAll(async () => {
  s = await startPayPalShop(1_500);
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  await s.nextTest();
  // One ticket left: whoever holds it decides whether the next buyer may.
  await setCapacity(s.t.db, s.show.performanceId, s.show.adults, 1);
  refundsBefore = s.paypal.refundsById.size;
});

const pastHold = 21 * 60_000;
const hold = async () => {
  const response = await s.create([line(s.show, s.show.adults, 1)]);
  return { response, ...(response.json() as { id: string; order_id: number }) };
};
const ordersRead = (id: string) => s.paypal.log.filter((entry) => entry.method === 'GET' && entry.path === `/v2/checkout/orders/${id}`).length;

describe('paid seats are never resold: PayPal is asked before a hold that saw an approval is released', () => {
  it('a capture PayPal made while its answer timed out keeps the seat past expiry; the next buyer is refused, the sweep issues the tickets, nothing is refunded', async () => {
    const first = await hold();
    s.paypal.approve(first.id);
    s.paypal.state.captureFault = { delayMs: 2_500 };
    // PayPal's order is read at once after the lost answer: the capture is settled right away.
    expect((await capture(s.t.app, first.id)).statusCode).toBe(200);
    s.paypal.state.captureFault = undefined;

    s.t.clock.advance(pastHold);
    const second = await hold();
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json().code).toBe('SOLD_OUT');

    await sweepExpiredHolds(s.t.app.ctx);
    expect(await s.orderRow(first.order_id)).toMatchObject({ status: 'CAPTURED', refund_required: false });
    expect(await s.ticketStatuses(first.order_id)).toEqual(['valid']);
    expect(s.paypal.refundsById.size).toBe(refundsBefore);
  });

  it('a PENDING capture keeps its seat until PayPal completes it', async () => {
    const first = await hold();
    s.paypal.approve(first.id);
    s.paypal.state.captureFault = { captureStatus: 'PENDING' };
    expect((await capture(s.t.app, first.id)).json().status).toBe('PENDING');
    s.paypal.state.captureFault = undefined;

    s.t.clock.advance(pastHold);
    await sweepExpiredHolds(s.t.app.ctx);
    expect(await s.orderRow(first.order_id)).toMatchObject({ status: 'CREATED', holding: true });
    expect((await hold()).response.statusCode).toBe(409);

    s.paypal.finishCapture(`CAP-${first.id}`, 'COMPLETED');
    await sweepExpiredHolds(s.t.app.ctx);
    expect((await s.orderRow(first.order_id)).status).toBe('CAPTURED');
    expect(s.paypal.refundsById.size).toBe(refundsBefore);
  });

  it('an approval without capture is released only after PayPal confirms no money moved; then the seat is sold again', async () => {
    const first = await hold();
    s.paypal.approve(first.id);
    expect((await s.webhook(s.paypal.events.orderApproved('WH-AP-1', first.id))).json().outcome).toBe('approved');

    s.t.clock.advance(pastHold);
    // A new hold releases expired holds on its way, but never this one: it saw an approval.
    expect((await hold()).response.statusCode).toBe(409);
    const reads = ordersRead(first.id);
    await sweepExpiredHolds(s.t.app.ctx);
    expect(ordersRead(first.id)).toBe(reads + 1);
    expect(await s.orderRow(first.order_id)).toMatchObject({ status: 'EXPIRED', holding: false });
    // The event page's figures in memory are a second old at most.
    s.t.clock.advance(2_000);
    expect((await hold()).response.statusCode).toBe(200);
  });
});

describe('no capture when the seats are gone', () => {
  it('a late "Zahlungspflichtig bestellen" after the seat was resold is refused before any money moves', async () => {
    const first = await hold();
    s.paypal.approve(first.id);
    s.t.clock.advance(pastHold);
    await sweepExpiredHolds(s.t.app.ctx);
    const second = await hold();
    expect(second.response.statusCode).toBe(200);

    const captureCalls = s.paypal.state.captureCalls;
    const late = await capture(s.t.app, first.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'SEATS_GONE' });
    expect(late.json().message).toContain('Es wurde nichts abgebucht');
    expect(s.paypal.state.captureCalls).toBe(captureCalls);
    expect(s.paypal.orders.get(first.id)?.captures).toEqual([]);
    expect(s.paypal.refundsById.size).toBe(refundsBefore);
  });

  it('a late capture whose seat is still free takes it again first and is paid', async () => {
    const first = await hold();
    s.paypal.approve(first.id);
    s.t.clock.advance(pastHold);
    await sweepExpiredHolds(s.t.app.ctx);
    expect((await s.orderRow(first.order_id)).holding).toBe(false);

    const late = await capture(s.t.app, first.id);
    expect(late.statusCode, late.body).toBe(200);
    expect((await s.orderRow(first.order_id)).status).toBe('CAPTURED');
    const quota = await s.t.db
      .selectFrom('quotas')
      .select(['held', 'sold'])
      .where('performance_id', '=', s.show.performanceId)
      .where('category_id', '=', s.show.adults)
      .executeTakeFirstOrThrow();
    expect(quota).toEqual({ held: 0, sold: 1 });
    expect((await hold()).response.statusCode).toBe(409);
  });
});
