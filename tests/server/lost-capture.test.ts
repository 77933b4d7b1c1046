import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureFollowUpsIdle, FOLLOW_UP_DELAYS_MS } from '../../src/server/modules/orders/capture/lost-capture';
import { capture, create, line } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';

let s: PayPalShop;
beforeEach(async () => {
  s = await startPayPalShop(1_000);
});
afterEach(async () => {
  await s.close();
});

const tickets = async (orderId: number) => (await s.t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).execute()).length;
const mails = async (orderId: number) => (await s.t.db.selectFrom('mail_outbox').select('id').where('order_id', '=', orderId).execute()).length;
const orderReads = (id: string) => s.paypal.log.filter((entry) => entry.method === 'GET' && entry.path === `/v2/checkout/orders/${id}`).length;

async function approvedOrder(quantity: number) {
  const created = (await create(s.t.app, [line(s.show, s.show.adults, quantity)])).json() as { id: string; order_id: number; checkout_secret: string };
  s.paypal.approve(created.id);
  return created;
}

describe('no buyer left waiting after a lost capture answer (issue 37)', () => {
  it('PayPal charged but its capture answer hangs: PayPal’s order is read at once and the buyer gets the tickets in the same answer', async () => {
    const { id, order_id, checkout_secret } = await approvedOrder(2);
    s.paypal.state.captureFault = { delayMs: 5_000 };
    const answer = await capture(s.t.app, id, checkout_secret);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'CAPTURED', mail_queued: true });
    expect(answer.json().ticket_url).toContain('/tickets/');
    expect(await tickets(order_id)).toBe(2);
    expect(await mails(order_id)).toBe(1);
    expect(s.paypal.state.captureCalls).toBe(1);
  });

  it('PayPal cannot be read right then either: "Zahlung wird geprüft", and the background follow-up issues tickets and mail without capturing again', async () => {
    const { id, order_id } = await approvedOrder(1);
    s.paypal.state.captureFault = { delayMs: 5_000 };
    s.paypal.state.readFault = { status: 503 };
    const answer = await capture(s.t.app, id);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'PAYMENT_CHECKING' });
    expect(answer.json().message).toMatch(/Zahlung wird geprüft/);
    expect((await s.orderRow(order_id)).status).toBe('CREATED');
    // The first follow-up still finds PayPal unreachable; a later one gets the order.
    const readsBefore = orderReads(id);
    for (let i = 0; i < 200 && orderReads(id) === readsBefore; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(orderReads(id)).toBeGreaterThan(readsBefore);
    s.paypal.state.readFault = undefined;
    await captureFollowUpsIdle(s.t.app.ctx);

    expect(await s.orderRow(order_id)).toMatchObject({ status: 'CAPTURED', capture_claimed_until: null });
    expect(await tickets(order_id)).toBe(1);
    expect(await mails(order_id)).toBe(1);
    expect(s.paypal.state.captureCalls).toBe(1);
    // What the buyer's page asks meanwhile (the order number alone starts no capture): now paid.
    expect((await capture(s.t.app, order_id)).json()).toMatchObject({ status: 'CAPTURED' });
    expect(s.paypal.state.captureCalls).toBe(1);
    // The follow-ups together stay within the 10 s the buyer is promised.
    expect(FOLLOW_UP_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(10_000);
  });

  it('a buyer PayPal did not charge (a 5xx answer, no capture on the order) gets the PayPal buttons back and pays once with the same request id', async () => {
    const { id, order_id } = await approvedOrder(1);
    const requestId = (await s.orderRow(order_id)).capture_request_id;
    s.paypal.state.captureFault = { status: 503 };
    const answer = await capture(s.t.app, id);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED' });
    expect(answer.json().message).toMatch(/nichts abgebucht/);
    expect(await s.orderRow(order_id)).toMatchObject({ status: 'CREATED', capture_request_id: requestId });
    await captureFollowUpsIdle(s.t.app.ctx);
    s.paypal.state.captureFault = undefined;
    expect((await capture(s.t.app, id)).statusCode).toBe(200);
    expect(await tickets(order_id)).toBe(1);
    expect([...(s.paypal.orders.get(id)?.captures ?? [])]).toHaveLength(1);
  });
});
