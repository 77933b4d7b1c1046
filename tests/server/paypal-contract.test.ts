import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { create, line } from '../helpers/orders';
import { answerSchema, contractViolations, RESOURCE_SCHEMAS } from '../helpers/paypal-contract';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';

let s: PayPalShop;
beforeEach(async () => {
  s = await startPayPalShop();
});
afterEach(async () => {
  await s.close();
});

/** A call straight to the stand-in, as the shop would make it (any issued token number is accepted). */
async function callPayPal(method: string, path: string, body?: unknown) {
  const response = await fetch(`${s.paypal.url}${path}`, {
    method,
    headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: await response.json() };
}

/**
 * Every answer the stand-in gave so far, checked against PayPal's documents: a success against the call's
 * schema, an error against the document's error_<status> (401 is OAuth's own shape, 429 has no schema).
 */
function violationsOfAnswers() {
  const violations: string[] = [];
  for (const entry of s.paypal.log) {
    if (entry.path === '/v1/oauth2/token' || !entry.status || entry.status === 401 || entry.status === 429) continue;
    const route = answerSchema(entry.method, entry.path);
    if (!route) {
      violations.push(`${entry.method} ${entry.path}: no documented answer to check against`);
      continue;
    }
    const schema = entry.status >= 300 ? `error_${entry.status}` : route.schema;
    for (const violation of contractViolations(route.document, schema, entry.answer))
      violations.push(`${entry.method} ${entry.path} ${entry.status}: ${violation}`);
  }
  return violations;
}

function violationsOfEvent(event: { resource_type: string; resource: unknown }) {
  const resource = RESOURCE_SCHEMAS[event.resource_type];
  if (!resource) return [`resource_type ${event.resource_type} has no documented resource`];
  return [
    ...contractViolations('webhooks', 'event', event),
    ...contractViolations(resource.document, resource.schema, event.resource).map((v) => `resource: ${v}`),
  ];
}

describe("the PayPal stand-in answers only what PayPal's OpenAPI documents describe (issue 37)", () => {
  it('order create, get and capture, capture and refund lookups, refunds, a chargeback, a dispute, the webhook and its signature check', async () => {
    const { id, captureId } = await s.paidOrder(2);
    // A capture PayPal leaves PENDING, and one it declines.
    s.paypal.state.captureFault = { captureStatus: 'PENDING' };
    const pending = (await create(s.t.app, [line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(pending.id);
    await s.t.app.inject({ method: 'POST', url: '/api/orders/capture.php', payload: { order_id: pending.id } });
    s.paypal.state.captureFault = { captureStatus: 'DECLINED' };
    const declined = (await create(s.t.app, [line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(declined.id);
    await s.t.app.inject({ method: 'POST', url: '/api/orders/capture.php', payload: { order_id: declined.id } });
    s.paypal.state.captureFault = undefined;

    expect((await callPayPal('GET', `/v2/checkout/orders/${id}`)).status).toBe(200);
    expect((await callPayPal('GET', `/v2/payments/captures/${captureId}`)).status).toBe(200);
    const value = s.paypal.orders.get(id)?.amount.value as string;
    const half = (Number(value) / 2).toFixed(2);
    const refund = await callPayPal('POST', `/v2/payments/captures/${captureId}/refund`, {
      amount: { currency_code: 'EUR', value: half },
      note_to_payer: 'Rückgabe',
    });
    expect(refund.status).toBe(201);
    expect((await callPayPal('GET', `/v2/payments/refunds/${refund.data.id}`)).status).toBe(200);
    expect((await callPayPal('GET', `/v2/payments/captures/${captureId}`)).data.status).toBe('PARTIALLY_REFUNDED');
    s.paypal.state.refundStatus = 'PENDING';
    const later = await callPayPal('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: 'EUR', value: '0.50' } });
    expect((await callPayPal('GET', `/v2/payments/refunds/${later.data.id}`)).data.status).toBe('PENDING');
    // The chargeback takes the rest: the capture reads REFUNDED with reason CHARGEBACK.
    const reversal = s.paypal.reverse(captureId);
    expect((await callPayPal('GET', `/v2/payments/captures/${captureId}`)).data).toMatchObject({
      status: 'REFUNDED',
      status_details: { reason: 'CHARGEBACK' },
    });
    expect((await callPayPal('GET', `/v2/payments/refunds/${reversal.id}`)).status).toBe(200);

    const dispute = s.paypal.dispute(captureId);
    expect((await callPayPal('GET', `/v1/customer/disputes/${dispute.dispute_id}`)).status).toBe(200);
    s.paypal.dispute(captureId, { status: 'RESOLVED', stage: 'CHARGEBACK', outcome: 'RESOLVED_BUYER_FAVOUR' });
    expect((await callPayPal('GET', `/v1/customer/disputes/${dispute.dispute_id}`)).status).toBe(200);
    expect((await callPayPal('GET', '/v1/notifications/webhooks/WH-1')).status).toBe(200);
    // The shop asks PayPal to verify a delivery's signature.
    await s.webhook(s.paypal.events.dispute('WH-C-1', dispute.dispute_id, 'RESOLVED'));
    expect(s.paypal.log.some((entry) => entry.path === '/v1/notifications/verify-webhook-signature')).toBe(true);

    expect(violationsOfAnswers()).toEqual([]);
  });

  it('its errors: unknown order, already captured, refund beyond the capture, outages and a rate limit', async () => {
    const { id, captureId } = await s.paidOrder(1);
    expect((await callPayPal('GET', '/v2/checkout/orders/PP0UNKNOWN')).status).toBe(404);
    expect((await callPayPal('POST', `/v2/checkout/orders/${id}/capture`, {})).status).toBe(422);
    expect((await callPayPal('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: 'EUR', value: '999.00' } })).status).toBe(422);
    expect((await callPayPal('GET', '/v2/payments/refunds/REF-UNKNOWN')).status).toBe(404);
    expect((await callPayPal('GET', '/v2/payments/captures/CAP-UNKNOWN')).status).toBe(404);
    expect((await callPayPal('GET', '/v1/customer/disputes/PP-D-UNKNOWN')).status).toBe(404);
    for (const status of [500, 503]) {
      s.paypal.state.readFault = { status };
      expect((await callPayPal('GET', `/v2/checkout/orders/${id}`)).status).toBe(status);
      s.paypal.state.createFault = { status };
      expect(
        (await callPayPal('POST', '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '1.00' } }] })).status,
      ).toBe(status);
    }
    s.paypal.state.readFault = undefined;
    s.paypal.state.createFault = undefined;
    s.paypal.state.refundOutage = true;
    expect((await callPayPal('POST', `/v2/payments/captures/${captureId}/refund`, {})).status).toBe(503);
    expect(violationsOfAnswers()).toEqual([]);
  });

  it('the webhook events the tests send follow PayPal’s documented event and resource shapes', async () => {
    const { id, captureId } = await s.paidOrder(1);
    const other = (await create(s.t.app, [line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(other.id);
    const refund = s.paypal.refundInDashboard(captureId, '1.00');
    const reversal = s.paypal.reverse(captureId);
    const dispute = s.paypal.dispute(captureId, { status: 'RESOLVED', stage: 'CHARGEBACK', outcome: 'RESOLVED_BUYER_FAVOUR' });
    const events = [
      s.paypal.events.orderApproved('E-1', other.id),
      s.paypal.events.capture('E-2', captureId, 'COMPLETED'),
      s.paypal.events.capture('E-3', captureId, 'PENDING'),
      s.paypal.events.capture('E-4', captureId, 'DENIED'),
      s.paypal.events.refunded('E-5', refund.id),
      s.paypal.events.reversed('E-6', reversal.id),
      s.paypal.events.dispute('E-7', dispute.dispute_id, 'RESOLVED'),
    ];
    expect(events.flatMap((event) => violationsOfEvent(event).map((v) => `${event.event_type}: ${v}`))).toEqual([]);
    expect(id).toBeTruthy();
  });

  it('the check fails when the stand-in drifts: a REVERSED capture status, an invented field', async () => {
    const { id, captureId } = await s.paidOrder(1);
    const capture = (await callPayPal('GET', `/v2/payments/captures/${captureId}`)).data;
    expect(contractViolations('payments', 'capture-2', capture)).toEqual([]);
    expect(contractViolations('payments', 'capture-2', { ...capture, status: 'REVERSED' }).join('\n')).toMatch(/allowed values/);
    const order = (await callPayPal('GET', `/v2/checkout/orders/${id}`)).data;
    expect(contractViolations('orders', 'order', { ...order, captureId })).toEqual(['$.captureId is not in checkout_orders_v2.json']);
    expect(contractViolations('webhooks', 'verify_webhook_signature_response', { verification_status: 'VALID' })).not.toEqual([]);
  });
  it("creates the PayPal order with the documented locale of the order's language (issue 53): PayPal's window in the buyer's language", async () => {
    const localeOf = async (lang: string | null) => {
      const created = await create(s.t.app, [line(s.show, s.show.adults, 1)], {}, lang ? { cookie: `lang=${lang}` } : {});
      expect(created.statusCode, created.body).toBe(200);
      const request = s.paypal.log.filter((entry) => entry.method === 'POST' && entry.path === '/v2/checkout/orders').at(-1);
      if (!request) throw new Error('the shop sent PayPal no order');
      // The request the shop sends is PayPal's documented order_request, locale and all.
      expect(contractViolations('orders', 'order_request', request.body)).toEqual([]);
      return (request.body as { payment_source: { paypal: { experience_context: { locale: string } } } }).payment_source.paypal.experience_context.locale;
    };
    expect(await localeOf(null)).toBe('de-DE');
    expect(await localeOf('en')).toBe('en-GB');
    expect(await localeOf('tr')).toBe('tr-TR');
    expect(await localeOf('ar')).toBe('ar-EG');
    // PayPal has no Ukrainian pages: its English rather than German.
    expect(await localeOf('uk')).toBe('en-GB');
  });
});
