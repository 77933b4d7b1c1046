import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capture, line } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';

// One shop for the file (issue 50): each test sells from a performance of its own to a buyer of its own, every
// webhook event has an id of its own, and the tests read only their own order's disputes, audit and alerts.
let s: PayPalShop;
beforeAll(async () => {
  s = await startPayPalShop();
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  await s.nextTest();
});

/** PAYMENT.CAPTURE.REFUNDED as PayPal's sample has it: the resource is the refund, with links self and up. */
const refundEvent = (id: string, refund: { id: string; status: string; value: string }, captureId: string) => ({
  id,
  create_time: '2026-11-21T10:00:00.000Z',
  resource_type: 'refund',
  event_type: 'PAYMENT.CAPTURE.REFUNDED',
  summary: `A EUR ${refund.value} capture payment was refunded`,
  resource: {
    id: refund.id,
    status: refund.status,
    amount: { currency_code: 'EUR', value: refund.value },
    links: [
      { rel: 'self', method: 'GET', href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refund.id}` },
      { rel: 'up', method: 'GET', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` },
    ],
  },
});

const revoked = async () =>
  (await s.t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked.map((r: { ticket_id: number }) => r.ticket_id);
const ticketIds = async (orderId: number) => (await s.t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute()).map((r) => r.id);

describe('PayPal webhooks: money taken back in PayPal takes the tickets back', () => {
  it('PAYMENT.CAPTURE.REFUNDED from the dashboard revokes the tickets, records the refund, and kiosks learn it from revoked.php', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    const refund = s.paypal.refundInDashboard(captureId);
    const answer = await s.webhook(s.paypal.events.refunded('WH-REF-1', refund.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('refunded');
    expect(await s.orderRow(orderId)).toMatchObject({ status: 'CANCELLED', failure_reason: 'REFUNDED_AT_PROVIDER' });
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled', 'cancelled']);
    expect(await revoked()).toEqual(expect.arrayContaining(await ticketIds(orderId)));
    expect(await s.payments(orderId)).toEqual([
      expect.objectContaining({ kind: 'capture', status: 'REFUNDED', provider_ref: captureId }),
      expect.objectContaining({ kind: 'refund', status: 'COMPLETED', provider_ref: refund.id, amount_cents: (await s.orderRow(orderId)).total_cents }),
    ]);
    // PayPal delivers again with a new event id: nothing changes twice.
    expect((await s.webhook(refundEvent('WH-REF-2', refund, captureId))).json().outcome).toBe('already-refunded');
    expect(await s.payments(orderId)).toHaveLength(2);
  });

  it("PAYMENT.CAPTURE.REVERSED in PayPal's documented shape (the reversal's own id, the capture only in links[rel=up]) revokes the tickets, audits and alerts", async () => {
    const { orderId, captureId } = await s.paidOrder(1);
    const reversal = s.paypal.reverse(captureId);
    const event = s.paypal.events.reversed('WH-REV-1', reversal.id);
    expect(event.resource.id).not.toBe(captureId);
    const answer = await s.webhook(event);
    expect(answer.json().outcome).toBe('reversed');
    expect(await s.orderRow(orderId)).toMatchObject({ status: 'CANCELLED', failure_reason: 'REVERSED_AT_PROVIDER' });
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled']);
    expect(await s.payments(orderId)).toEqual([
      expect.objectContaining({ kind: 'capture', status: 'REVERSED' }),
      expect.objectContaining({ kind: 'reversal', status: 'COMPLETED', provider_ref: reversal.id }),
    ]);
    const revokedList = (await s.t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked;
    expect(revokedList).toEqual(expect.arrayContaining([expect.objectContaining({ ticket_id: (await ticketIds(orderId))[0], reason: 'PAYMENT_REVERSED' })]));
    expect(
      await s.t.db.selectFrom('audit_log').select(['action', 'order_id']).where('action', '=', 'payment.reversed').where('order_id', '=', orderId).execute(),
    ).toEqual([{ action: 'payment.reversed', order_id: orderId }]);
    const alerts = () => s.t.db.selectFrom('alerts').select(['kind', 'order_id']).where('order_id', '=', orderId).execute();
    expect(await alerts()).toEqual([{ kind: 'CHARGEBACK', order_id: orderId }]);
    // Delivered again: nothing twice.
    expect((await s.webhook(s.paypal.events.reversed('WH-REV-2', reversal.id))).json().outcome).toBe('already-refunded');
    expect(await alerts()).toHaveLength(1);
  });

  it('a reversal keeps a ticket already admitted at the door on record and revokes the others', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    const [first, second] = await ticketIds(orderId);
    await s.t.db.insertInto('kiosk_devices').values({ id: 'dev-1', name: 'Tür' }).execute();
    await s.t.db
      .insertInto('checkins')
      .values({
        nonce: 'n-1',
        performance_id: s.show.performanceId,
        ticket_id: first,
        device_id: 'dev-1',
        method: 'scan',
        verdict: 'valid',
        admitted: true,
        scanned_at: new Date(),
      })
      .execute();
    const reversal = s.paypal.reverse(captureId);
    expect((await s.webhook(s.paypal.events.reversed('WH-REV-3', reversal.id))).json().outcome).toBe('reversed');
    expect(await s.ticketStatuses(orderId)).toEqual(['valid', 'cancelled']);
    expect(await revoked()).toEqual(expect.arrayContaining([second]));
    expect(await revoked()).not.toContain(first);
    expect(await s.t.db.selectFrom('checkins').select('ticket_id').where('ticket_id', '=', first).execute()).toHaveLength(1);
  });

  it('CUSTOMER.DISPUTE.CREATED, UPDATED and RESOLVED are kept on the order as PayPal reports them, each with an alert', async () => {
    const { orderId, captureId } = await s.paidOrder(1);
    const dispute = s.paypal.dispute(captureId);
    expect((await s.webhook(s.paypal.events.dispute('WH-DIS-1', dispute.dispute_id, 'CREATED'))).json().outcome).toBe('dispute:OPEN');
    s.paypal.dispute(captureId, { status: 'WAITING_FOR_SELLER_RESPONSE', stage: 'CHARGEBACK' });
    expect((await s.webhook(s.paypal.events.dispute('WH-DIS-2', dispute.dispute_id, 'UPDATED'))).json().outcome).toBe('dispute:WAITING_FOR_SELLER_RESPONSE');
    s.paypal.dispute(captureId, { status: 'RESOLVED', outcome: 'RESOLVED_SELLER_FAVOUR' });
    expect((await s.webhook(s.paypal.events.dispute('WH-DIS-3', dispute.dispute_id, 'RESOLVED'))).json().outcome).toBe('dispute:RESOLVED');
    expect(
      await s.t.db
        .selectFrom('payment_disputes')
        .select(['order_id', 'status', 'stage', 'outcome', 'reason'])
        .where('dispute_id', '=', dispute.dispute_id)
        .execute(),
    ).toEqual([
      { order_id: orderId, status: 'RESOLVED', stage: 'CHARGEBACK', outcome: 'RESOLVED_SELLER_FAVOUR', reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED' },
    ]);
    expect((await s.t.db.selectFrom('alerts').select('kind').where('order_id', '=', orderId).execute()).map((a) => a.kind)).toEqual([
      'DISPUTE',
      'DISPUTE',
      'DISPUTE',
    ]);
    // A dispute alone moves no money: the tickets stay valid until PayPal reverses the payment.
    expect(await s.ticketStatuses(orderId)).toEqual(['valid']);
    const admin = await s.t.login();
    const details = await s.t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${orderId}`, headers: { authorization: `Bearer ${admin}` } });
    expect(details.json().order.disputes).toEqual([
      expect.objectContaining({
        dispute_id: dispute.dispute_id,
        status: 'RESOLVED',
        text: 'Rückbuchung: Leistung nicht erhalten – abgeschlossen (zu unseren Gunsten)',
      }),
    ]);
  });

  it('a dispute PayPal does not know is not recorded, and the event is left for PayPal to deliver again', async () => {
    const answer = await s.webhook({
      id: 'WH-DIS-9',
      event_type: 'CUSTOMER.DISPUTE.CREATED',
      resource_type: 'dispute',
      resource: { dispute_id: 'PP-D-INVENTED', status: 'OPEN' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe('WEBHOOK_UNCONFIRMED');
    expect(await s.t.db.selectFrom('payment_disputes').select('id').where('dispute_id', '=', 'PP-D-INVENTED').execute()).toEqual([]);
    expect(await s.t.db.selectFrom('webhook_events').select('id').where('id', '=', 'WH-DIS-9').execute()).toEqual([]);
  });

  it('a REFUNDED event PayPal cannot confirm changes nothing (the content of a webhook is never trusted) and is left for redelivery', async () => {
    const { orderId, captureId } = await s.paidOrder(1);
    const answer = await s.webhook(refundEvent('WH-REF-9', { id: 'REF-INVENTED', status: 'COMPLETED', value: '12.00' }, captureId));
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe('WEBHOOK_UNCONFIRMED');
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(orderId)).toEqual(['valid']);
  });

  it('CHECKOUT.PAYMENT-APPROVAL.REVERSED closes the hold and gives the tickets back', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.voidOrder(id);
    const answer = await s.webhook({ id: 'WH-APR-REV', event_type: 'CHECKOUT.PAYMENT-APPROVAL.REVERSED', resource: { order_id: id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('approval-reversed');
    expect(await s.orderRow(order_id)).toMatchObject({ status: 'FAILED', failure_reason: 'APPROVAL_REVERSED' });
  });
});

describe('PayPal webhooks: pending captures end in PayPal', () => {
  it('a capture answered PENDING waits; PAYMENT.CAPTURE.COMPLETED then issues the tickets', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { captureStatus: 'PENDING' };
    const answer = await capture(s.t.app, id);
    expect(answer.json().status).toBe('PENDING');
    expect((await s.orderRow(order_id)).status).toBe('CREATED');
    s.paypal.finishCapture(`CAP-${id}`, 'COMPLETED');
    const hook = await s.webhook(s.paypal.events.capture('WH-C-1', `CAP-${id}`, 'COMPLETED'));
    expect(hook.json().outcome).toBe('settled');
    expect((await s.orderRow(order_id)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(order_id)).toEqual(['valid']);
  });

  it('a PENDING capture that PayPal then denies (PAYMENT.CAPTURE.DENIED) fails the order and issues nothing', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { captureStatus: 'PENDING' };
    await capture(s.t.app, id);
    s.paypal.finishCapture(`CAP-${id}`, 'DECLINED');
    const hook = await s.webhook(s.paypal.events.capture('WH-D-1', `CAP-${id}`, 'DENIED'));
    expect(hook.statusCode).toBe(200);
    expect(hook.json().outcome).toBe('denied');
    expect(await s.orderRow(order_id)).toMatchObject({ status: 'FAILED', failure_reason: 'PAYMENT_DENIED' });
    expect(await s.ticketStatuses(order_id)).toEqual([]);
  });

  it('an APPROVED webhook for an order that is already closed answers 200, so PayPal stops redelivering', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    await s.t.db.updateTable('orders').set({ status: 'FAILED', failure_reason: 'PROVIDER_CREATE_FAILED' }).where('id', '=', order_id).execute();
    s.paypal.approve(id);
    const hook = await s.webhook(s.paypal.events.orderApproved('WH-A-CLOSED', id));
    expect(hook.statusCode).toBe(200);
    expect(hook.json().outcome).toBe('closed');
  });
});

describe('PayPal webhooks: the signature covers the body exactly as PayPal sent it', () => {
  it('verifies with the received bytes, not a re-serialised copy', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.captureElsewhere(id);
    // Spacing, a number written as 12.00 and an escaped umlaut: JSON.stringify(JSON.parse(raw)) differs from raw.
    const raw = `{ "id": "WH-RAW-1", "event_type": "PAYMENT.CAPTURE.COMPLETED", "summary": "Zahlung f\\u00fcr ${id}",
      "resource": { "id": "CAP-${id}", "amount": { "currency_code": "EUR", "value": 12.00 }, "supplementary_data": { "related_ids": { "order_id": "${id}" } } } }`;
    expect(JSON.stringify(JSON.parse(raw))).not.toBe(raw);
    const answer = await s.webhook(raw);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('settled');
    const verify = s.paypal.log.find((entry) => entry.path === '/v1/notifications/verify-webhook-signature');
    expect(verify?.raw).toContain(`"webhook_event":${raw}`);
    expect((await s.orderRow(order_id)).status).toBe('CAPTURED');
  });

  it('a body changed after signing is refused', async () => {
    const { id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.captureElsewhere(id);
    const raw = JSON.stringify({
      id: 'WH-RAW-2',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: `CAP-${id}`, supplementary_data: { related_ids: { order_id: id } } },
    });
    const answer = await s.webhook(raw.replace('WH-RAW-2', 'WH-RAW-3'), s.paypal.sign(raw));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('WEBHOOK_INVALID');
  });
});
