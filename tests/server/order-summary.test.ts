import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create, line, ownShow, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One app for the file (issue 50): each test orders from a performance of its own.
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
});

const summary = (id: string | number, secret?: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/summary.php?id=${encodeURIComponent(String(id))}${secret ? `&secret=${encodeURIComponent(secret)}` : ''}` });

describe('orders/summary.php: the binding step shows what the server holds', () => {
  it('lists each performance with date, venue, each category with quantity and price, the donation, the total and the e-mail', async () => {
    const created = await create(t.app, [line(show, show.adults, 2), line(show, show.children, 1)], { donation_amount: 2.5 });
    expect(created.statusCode, created.body).toBe(200);
    const { id, order_id, checkout_secret } = created.json();
    const answer = await summary(id, checkout_secret);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', order_id).executeTakeFirstOrThrow();
    expect(body).toMatchObject({ order_id, email: order.email, donation_cents: 250, total_cents: order.total_cents });
    expect(body.lines).toHaveLength(2);
    for (const shown of body.lines) {
      expect(shown.starts_at).toBe(show.startsAt.toISOString());
      expect(shown.venue).toContain('Aula');
    }
    expect(body.lines.map((l: { category: string; quantity: number }) => `${l.quantity} ${l.category}`).sort()).toEqual(['1 Kinder', '2 Erwachsene']);
    const items = body.lines.reduce((sum: number, l: { quantity: number; unit_price_cents: number }) => sum + l.quantity * l.unit_price_cents, 0);
    expect(items + body.donation_cents).toBe(body.total_cents);
  });

  it("names the buyer's e-mail only to the checkout that sends its secret: staff with order details see provider ids too", async () => {
    const { id, checkout_secret } = (await create(t.app, [line(show, show.adults, 1)])).json();
    const anyone = await summary(id);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.json()).not.toHaveProperty('email');
    expect(anyone.body).not.toContain('@');
    expect((await summary(id, `${checkout_secret}x`)).json()).not.toHaveProperty('email');
    expect((await summary(id, checkout_secret)).json().email).toContain('@');
  });

  it('is found only by the random provider order id: an order number or an unknown id answers 404', async () => {
    const { order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    expect((await summary(order_id)).statusCode).toBe(404);
    expect((await summary('TEST-GIBTESNICHT')).statusCode).toBe(404);
    expect((await summary('TEST-GIBTESNICHT')).json().message).toBe('Diese Bestellung gibt es nicht.');
  });
});
