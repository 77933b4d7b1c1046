import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { type FakePayPal, startFakePayPal } from '../helpers/fake-paypal';
import { type buyer, capture, create as createFor, line, ownBuyer, ownShow, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let paypal: FakePayPal;
let show: ShowFixture;
let me: typeof buyer;
/** PayPal's orders and refunds made before this test: the test looks only at its own. */
let earlierOrders: Set<string>;
let earlierRefunds: Set<string>;

// One app and one stand-in PayPal for the file (issue 50): each test sells from a performance of its own to a
// buyer of its own, starts with no fault and an empty request log, and reads only its own orders and events.
beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await createTestApp({ config: { paypal: { sandbox: true, apiBase: paypal.url, timeoutMs: 500 } } });
  await t.db.updateTable('payment_universes').set({ active: false }).execute();
  await t.db
    .insertInto('payment_universes')
    .values({ name: 'PayPal Sandbox', provider: 'paypal', is_sandbox: true, active: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' })
    .execute();
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});
beforeEach(async () => {
  paypal.resetFaults();
  show = await ownShow(t.db);
  me = ownBuyer();
  earlierOrders = new Set(paypal.orders.keys());
  earlierRefunds = new Set(paypal.refundsById.keys());
});

/** create.php for this test's buyer. */
const create = (app: TestApp['app'], cart: unknown[], extra: Record<string, unknown> = {}) => createFor(app, cart, { user_data: me, ...extra });

const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tickets = async (orderId: number) => (await t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute()).length;

function webhook(event: object, signature = 'valid-signature') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paypal/webhook.php',
    headers: {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: event,
  });
}

const captureCompleted = (providerOrderId: string, id = 'WH-EVT-1') => ({
  id,
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: { id: `CAP-${providerOrderId}`, status: 'COMPLETED', supplementary_data: { related_ids: { order_id: providerOrderId } } },
});

describe('the PayPal provider (Orders v2 against a stand-in)', () => {
  it('creates the PayPal order for the server total with custom_id and a PayPal-Request-Id', async () => {
    const response = await create(t.app, [line(show, show.adults, 2, { price: 0.01 })], { donation_amount: 1 });
    expect(response.statusCode).toBe(200);
    const { id, order_id } = response.json();
    expect(id).toMatch(/^PP[0-9]+$/);
    const call = paypal.log.find((entry) => entry.path === '/v2/checkout/orders');
    expect(call?.requestId).toBe((await orderRow(order_id)).provider_request_id);
    expect(call?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: String(order_id), amount: { currency_code: 'EUR', value: '13.00' } }],
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config.php' });
    expect(config.json()).toMatchObject({ provider: 'paypal', client_id: 'client-id', test_mode: false, environment: 'sandbox' });
    expect(config.body).not.toContain('secret');
  });

  it('a provider 500 or timeout on create answers 503 in German and gives the held tickets back', async () => {
    for (const fault of [{ status: 500 }, { delayMs: 1500 }]) {
      paypal.state.createFault = fault;
      const response = await create(t.app, [line(show, show.adults, 2)]);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', details: [{ issue: 'PAYMENT_PROVIDER_UNAVAILABLE' }] });
    }
    const statuses = await t.db.selectFrom('orders').select(['status', 'failure_reason']).where('email', '=', me.email).execute();
    expect(statuses).toEqual([
      { status: 'FAILED', failure_reason: 'PROVIDER_CREATE_FAILED' },
      { status: 'FAILED', failure_reason: 'PROVIDER_CREATE_FAILED' },
    ]);
  });

  it('a provider 500 on capture with nothing taken at PayPal sends the buyer back to the buttons; the retry uses the same request id and works', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    paypal.approve(id);
    paypal.state.captureFault = { status: 500 };
    const failed = await capture(t.app, id);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED' });
    expect((await orderRow(order_id)).status).toBe('CREATED');
    paypal.state.captureFault = undefined;
    expect((await capture(t.app, id)).statusCode).toBe(200);
    const ids = paypal.log.filter((entry) => entry.path.endsWith('/capture')).map((entry) => entry.requestId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    expect(await tickets(order_id)).toBe(1);
  });

  it("a provider timeout on capture is settled at once from PayPal's order: the capture PayPal made gives the tickets in the same answer", async () => {
    const captureCalls = paypal.state.captureCalls;
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 2)])).json();
    paypal.approve(id);
    paypal.state.captureFault = { delayMs: 1500 };
    const answered = await capture(t.app, id);
    paypal.state.captureFault = undefined;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().status).toBe('CAPTURED');
    expect(paypal.state.captureCalls).toBe(captureCalls + 1);
    expect(await tickets(order_id)).toBe(2);
    expect([...paypal.orders].filter(([key, order]) => !earlierOrders.has(key) && order.status === 'COMPLETED')).toHaveLength(1);
  });

  it('resolves 422 ORDER_ALREADY_CAPTURED by fetching the order', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    paypal.captureElsewhere(id);
    const answer = await capture(t.app, id);
    expect(answer.statusCode).toBe(200);
    expect((await orderRow(order_id)).status).toBe('CAPTURED');
  });

  it('fulfils nothing when the captured amount differs, and refunds the payment through PayPal', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    paypal.approve(id);
    paypal.state.captureFault = { capturedValue: '0.01' };
    const answer = await capture(t.app, id);
    expect(answer.statusCode).toBe(409);
    expect(await orderRow(order_id)).toMatchObject({ status: 'FAILED', refund_required: false, failure_reason: 'AMOUNT_MISMATCH' });
    expect([...paypal.refundsById].filter(([key]) => !earlierRefunds.has(key)).map(([, refund]) => refund)).toEqual([
      expect.objectContaining({ status: 'COMPLETED', value: '0.01' }),
    ]);
    expect(await tickets(order_id)).toBe(0);
  });

  it('fulfils nothing when the capture is in another currency of the same value (issue 44)', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    paypal.approve(id);
    paypal.state.captureFault = { capturedCurrency: 'USD' };
    const answer = await capture(t.app, id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('REFUND_REQUIRED');
    expect(await orderRow(order_id)).toMatchObject({ status: 'FAILED', failure_reason: 'AMOUNT_MISMATCH' });
    expect(await tickets(order_id)).toBe(0);
  });

  it('fulfils nothing when the PayPal order names another order of the shop in custom_id (issue 44)', async () => {
    const other = (await create(t.app, [line(show, show.adults, 1)], { user_data: { ...me, email: `andere-${me.email}` } })).json();
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    // Same amount and currency: only the order it was made for differs.
    const paypalOrder = paypal.orders.get(id);
    if (!paypalOrder) throw new Error(`the stand-in has no order ${id}`);
    paypalOrder.customId = String(other.order_id);
    paypal.approve(id);
    const answer = await capture(t.app, id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('REFUND_REQUIRED');
    expect(await orderRow(order_id)).toMatchObject({ status: 'FAILED', failure_reason: 'AMOUNT_MISMATCH' });
    expect(await tickets(order_id)).toBe(0);
    expect(await tickets(other.order_id)).toBe(0);
  });

  it('a forged webhook changes nothing', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    paypal.captureElsewhere(id);
    const answer = await webhook(captureCompleted(id, 'WH-EVT-FORGED'), 'forged');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('WEBHOOK_INVALID');
    expect((await orderRow(order_id)).status).toBe('CREATED');
    expect(await t.db.selectFrom('webhook_events').select('id').where('id', '=', 'WH-EVT-FORGED').execute()).toHaveLength(0);
  });

  it('a webhook delivered five times acts once: the order is re-fetched, captured once, one mail', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 2)])).json();
    paypal.captureElsewhere(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(captureCompleted(id))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(answers.filter((answer) => answer.json().outcome === 'settled')).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().outcome === 'duplicate')).toHaveLength(4);
    expect((await orderRow(order_id)).status).toBe('CAPTURED');
    expect(await tickets(order_id)).toBe(2);
    expect(paypal.log.filter((entry) => entry.method === 'GET' && entry.path === `/v2/checkout/orders/${id}`)).toHaveLength(1);
    await mailWorkerOf(t.app.ctx)?.idle();
    expect(await t.db.selectFrom('mail_outbox').select('id').where('order_id', '=', order_id).execute()).toHaveLength(1);
  });

  it('CHECKOUT.ORDER.APPROVED records the approval and never captures: only "Zahlungspflichtig bestellen" moves money (§ 312j BGB)', async () => {
    const { id, order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    paypal.approve(id);
    const captureCalls = paypal.state.captureCalls;
    const answer = await webhook(paypal.events.orderApproved('WH-EVT-9', id));
    expect(answer.json().outcome).toBe('approved');
    expect(paypal.state.captureCalls).toBe(captureCalls);
    expect(paypal.orders.get(id)?.captures).toEqual([]);
    const row = await orderRow(order_id);
    expect(row.status).toBe('CREATED');
    expect(row.capture_attempted_at).not.toBeNull();
  });
});
