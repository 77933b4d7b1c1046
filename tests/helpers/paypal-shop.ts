import { type FakePayPal, startFakePayPal } from './fake-paypal';
import { buyer as demoBuyer, capture, create as createFor, line, ownBuyer, ownShow, type ShowFixture, upcomingShow } from './orders';
import { createTestApp, type TestApp } from './test-app';

/**
 * A shop whose active universe is PayPal (sandbox) against the fake PayPal, with the usual probes. A file
 * whose tests share one shop calls `nextTest()` before each (issue 50): the test then sells from a
 * performance of its own (`shop.show`) to a buyer of its own (`shop.create`, one address may hold only a
 * few unpaid orders), and the fake PayPal has no fault left over and an empty log.
 */
export async function startPayPalShop(timeoutMs = 3000) {
  const paypal: FakePayPal = await startFakePayPal();
  const t: TestApp = await createTestApp({ config: { paypal: { sandbox: true, apiBase: paypal.url, timeoutMs } } });
  await t.db.updateTable('payment_universes').set({ active: false }).execute();
  await t.db
    .insertInto('payment_universes')
    .values({ name: 'PayPal Sandbox', provider: 'paypal', is_sandbox: true, active: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' })
    .execute();
  let show: ShowFixture = await upcomingShow(t.db);
  let buyer = demoBuyer;
  /** create.php for the current test's buyer. */
  const create = (cart: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    createFor(t.app, cart, { user_data: buyer, ...extra }, headers);
  const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ticketStatuses = async (orderId: number) =>
    (await t.db.selectFrom('tickets').select('status').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.status);
  const payments = (orderId: number) =>
    t.db.selectFrom('payments').select(['kind', 'status', 'provider_ref', 'amount_cents']).where('order_id', '=', orderId).orderBy('id').execute();

  /** A webhook delivery with PayPal's headers; `raw` is sent byte for byte (the signature covers those bytes). */
  function webhook(event: object | string, signature?: string) {
    const raw = typeof event === 'string' ? event : JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook.php',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
        'paypal-transmission-id': 'tx-1',
        'paypal-transmission-sig': signature ?? paypal.sign(raw),
        'paypal-transmission-time': new Date().toISOString(),
      },
      payload: raw,
    });
  }

  /** Create → approve at PayPal → capture; answers the order numbers. */
  async function paidOrder(quantity = 2) {
    const { id, order_id } = (await create([line(show, show.adults, quantity)])).json() as { id: string; order_id: number };
    paypal.approve(id);
    const answer = await capture(t.app, id);
    if (answer.statusCode !== 200) throw new Error(`capture failed: ${answer.body}`);
    return { id, orderId: order_id, captureId: (await orderRow(order_id)).capture_id as string };
  }

  async function close() {
    await t.close();
    await paypal.close();
  }

  const shop = {
    t,
    paypal,
    get show() {
      return show;
    },
    get buyer() {
      return buyer;
    },
    async nextTest() {
      paypal.resetFaults();
      show = await ownShow(t.db);
      buyer = ownBuyer();
    },
    create,
    orderRow,
    ticketStatuses,
    payments,
    webhook,
    paidOrder,
    close,
  };
  return shop;
}

export type PayPalShop = Awaited<ReturnType<typeof startPayPalShop>>;
