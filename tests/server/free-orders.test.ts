import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange } from '../../src/server/db/change-feed';
import { checkCounters } from '../../src/server/modules/orders/counter-check';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { type FakePayPal, startFakePayPal } from '../helpers/fake-paypal';
import { capture, guest, line, ownShow, setCapacity, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

// One shop for the file (issue 50), its active payment universe the fake PayPal, so any provider call would show
// in its log: each test orders from a performance of its own, with coupon codes of its own, and finds the log
// empty at its start. The tests that make a category free set its price themselves (it is the demo event's,
// shared by all performances), and no test relies on it being paid.
let t: TestApp;
let paypal: FakePayPal | undefined;
let admin: string;
beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await createTestApp({ config: { holdLimitPerAddress: 0, paypal: { sandbox: true, apiBase: paypal.url, timeoutMs: 500 } } });
  await t.db.updateTable('payment_universes').set({ active: false }).execute();
  await t.db
    .insertInto('payment_universes')
    .values({ name: 'PayPal Sandbox', provider: 'paypal', is_sandbox: true, active: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' })
    .execute();
  admin = await t.login();
  await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { coupon_codes: true } } });
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

/** A performance of the test's own, and the stand-in PayPal with an empty log. */
async function shop(): Promise<{ show: ShowFixture; admin: string }> {
  paypal?.resetFaults();
  return { show: await ownShow(t.db), admin };
}

/** Sets a category's price; the app, which caches the catalogue, is told. */
async function setPrice(categoryId: number, cents: number) {
  await t.db.updateTable('categories').set({ price_cents: cents }).where('id', '=', categoryId).execute();
  await announceChange(t.db, 'catalog');
}

let buyers = 0;
function order(show: ShowFixture, category: number, quantity: number, extra: Record<string, unknown> = {}, n = ++buyers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create.php',
    payload: { cart: [line(show, category, quantity)], user_data: guest(n), donation_amount: 0, ...extra },
  });
}

const quota = (show: ShowFixture, category: number) =>
  t.db
    .selectFrom('quotas')
    .select(['held', 'sold'])
    .where('performance_id', '=', show.performanceId)
    .where('category_id', '=', category)
    .executeTakeFirstOrThrow();

async function expectIssued(orderId: number, tickets: number) {
  const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'CAPTURED', total_cents: 0, provider: 'free', payment_method: 'Kostenlos', holding: false });
  const issued = await t.db.selectFrom('tickets').select('status').where('order_id', '=', orderId).execute();
  expect(issued.map((ticket) => ticket.status)).toEqual(Array(tickets).fill('valid'));
  const mails = await t.db.selectFrom('mail_outbox').select(['template_name', 'recipient']).where('order_id', '=', orderId).execute();
  expect(mails.map((mail) => mail.template_name)).toEqual(['order_confirmation']);
}

describe('orders of 0 € are issued without payment (issue 33)', () => {
  it('issues a cart of Freikarten from a coupon: held like a paid order, tickets and mail on the binding step, no PayPal call', async () => {
    const { show, admin } = await shop();
    await t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers: bearer(admin),
      payload: { code: 'HELFER', kind: 'free', value: 2, category_ids: [show.adults] },
    });
    const before = await quota(show, show.adults);
    const created = await order(show, show.adults, 2, { coupon_code: 'helfer' });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ total_cents: 0, total: 0, provider: 'free' });
    expect(body.id).toMatch(/^FREE-/);
    expect(await quota(show, show.adults)).toEqual({ held: before.held + 2, sold: before.sold });
    // The binding step's summary reads the held order by the same reference.
    const summary = await t.app.inject({ method: 'GET', url: `/api/orders/summary.php?id=${body.id}&secret=${body.checkout_secret}` });
    expect(summary.json()).toMatchObject({ total_cents: 0, order_id: body.order_id, discounts: [{ label: 'Gutschein HELFER (2 Freikarten)' }] });

    const captured = await capture(t.app, body.id, body.checkout_secret);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'CAPTURED', mail_queued: true, order_id: body.order_id });
    expect(captured.json().ticket_url).toContain('/tickets/');
    await expectIssued(body.order_id, 2);
    expect(await quota(show, show.adults)).toEqual({ held: before.held, sold: before.sold + 2 });
    // A repeated click issues nothing twice.
    expect((await capture(t.app, body.id, body.checkout_secret)).json()).toMatchObject({ status: 'CAPTURED', mail_queued: false });
    expect(await t.db.selectFrom('tickets').select('id').where('order_id', '=', body.order_id).execute()).toHaveLength(2);
    expect(paypal?.log).toEqual([]);

    const details = await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${body.order_id}`, headers: bearer(admin) });
    expect(details.json().order).toMatchObject({ status: 'CAPTURED', provider: 'free' });
  });

  it('issues a 0 € category the setting allows, and a donation makes the same cart a paid order again', async () => {
    const { show } = await shop();
    await setPrice(show.children, 0);
    const created = await order(show, show.children, 3);
    expect(created.json()).toMatchObject({ total_cents: 0, provider: 'free' });
    expect((await capture(t.app, created.json().id, created.json().checkout_secret)).statusCode).toBe(200);
    await expectIssued(created.json().order_id, 3);
    expect(paypal?.log).toEqual([]);

    const donated = await order(show, show.children, 1, { donation_amount: 5 });
    expect(donated.json()).toMatchObject({ total_cents: 500, provider: 'paypal' });
    expect(paypal?.log.some((entry) => entry.path === '/v2/checkout/orders')).toBe(true);
  });

  it('gives exactly 10 of 20 concurrent free orders for 10 free places', async () => {
    const { show } = await shop();
    await setPrice(show.children, 0);
    await setCapacity(t.db, show.performanceId, show.children, 10);
    const created = await Promise.all(Array.from({ length: 20 }, () => order(show, show.children, 1)));
    const ok = created.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(created.filter((answer) => answer.statusCode !== 200).every((answer) => answer.statusCode === 409)).toBe(true);
    const captured = await Promise.all(ok.flatMap((answer) => [capture(t.app, answer.json().id), capture(t.app, answer.json().id)]));
    expect(captured.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await quota(show, show.children)).toEqual({ held: 0, sold: 10 });
    expect(
      await t.db.selectFrom('tickets').select('id').where('category_id', '=', show.children).where('performance_id', '=', show.performanceId).execute(),
    ).toHaveLength(10);
    expect(await checkCounters(t.app.ctx)).toEqual([]);
    expect(paypal?.log).toEqual([]);
  });

  it('confirms a free order whose hold ran out while its places are still free, and refuses it once they are gone', async () => {
    const { show } = await shop();
    await setPrice(show.children, 0);
    await setCapacity(t.db, show.performanceId, show.children, 1);
    const late = (await order(show, show.children, 1)).json();
    t.clock.advance(21 * 60_000);
    await sweepExpiredHolds(t.app.ctx);
    expect((await capture(t.app, late.id, late.checkout_secret)).json()).toMatchObject({ status: 'CAPTURED' });

    await t.db.updateTable('quotas').set({ capacity: 2 }).where('performance_id', '=', show.performanceId).where('category_id', '=', show.children).execute();
    const gone = (await order(show, show.children, 1)).json();
    t.clock.advance(21 * 60_000);
    await sweepExpiredHolds(t.app.ctx);
    expect((await order(show, show.children, 1)).statusCode).toBe(200);
    const refused = await capture(t.app, gone.id, gone.checkout_secret);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SEATS_GONE',
      message: 'Deine Reservierung ist abgelaufen und die Plätze sind inzwischen vergeben. Bitte wähle neue Tickets aus.',
    });
    expect(await checkCounters(t.app.ctx)).toEqual([]);
  });

  it("keeps a Freikarten coupon's per-buyer limit and the buyer's hold limit", async () => {
    const { show, admin } = await shop();
    await t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers: bearer(admin),
      payload: { code: 'FAMILIE', kind: 'free', value: 1, category_ids: [show.adults] },
    });
    expect((await order(show, show.adults, 1, { coupon_code: 'FAMILIE' }, 500)).statusCode).toBe(200);
    const again = await order(show, show.adults, 1, { coupon_code: 'FAMILIE' }, 500);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Du hast diesen Gutscheincode schon genutzt.');

    await setPrice(show.children, 0);
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push(await order(show, show.children, 1, {}, 501));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 409]);
    expect(answers[5].json().code).toBe('TOO_MANY_HOLDS');
  });

  it('returns a free ticket without any refund and cancels a free order without asking the provider', async () => {
    const { show, admin } = await shop();
    await setPrice(show.children, 0);
    const first = (await order(show, show.children, 2)).json();
    const captured = (await capture(t.app, first.id, first.checkout_secret)).json();
    const token = new URL(captured.ticket_url, 'http://shop').pathname.split('/').pop();
    const before = await quota(show, show.children);
    const tickets = await t.db.selectFrom('tickets').select('id').where('order_id', '=', first.order_id).orderBy('id').execute();
    const returned = await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token, ticket_ids: [tickets[0].id] } });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ returned: 1, refund: 0 });
    expect(returned.json().message).toContain('nichts zu erstatten');
    expect(await quota(show, show.children)).toEqual({ held: before.held, sold: before.sold - 1 });

    const second = (await order(show, show.children, 1)).json();
    await capture(t.app, second.id, second.checkout_secret);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: second.order_id, reason: 'Doppelt bestellt' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ tickets_revoked: 1 });
    const row = await t.db.selectFrom('orders').select('status').where('id', '=', second.order_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('CANCELLED');
    expect(paypal?.log).toEqual([]);
  });

  it('writes mails that speak of no payment: confirmation, cancellation and return', async () => {
    const { show } = await shop();
    await setPrice(show.children, 0);
    const free = (await order(show, show.children, 1)).json();
    await capture(t.app, free.id, free.checkout_secret);
    const render = orderMailRenderer(t.app.ctx);
    const text = async (purpose: string) => (await render(free.order_id, purpose, 'kunde@example.org')).text.replace(/\s+/g, ' ');
    const confirmation = await text('order_confirmation');
    expect(confirmation).toContain('Deine Bestellung war kostenlos, deine Tickets sind ausgestellt.');
    expect(confirmation).not.toContain('Zahlung');
    for (const purpose of ['cancellation', 'ticket_return']) {
      const mail = await text(purpose);
      expect(mail).toContain('Deine Bestellung war kostenlos, es gibt nichts zu erstatten.');
      expect(mail).not.toContain('Das Geld geht');
    }
    // A paid order keeps its words.
    await setPrice(show.adults, 600);
    const paid = (await order(show, show.adults, 1)).json();
    expect(paid.provider).toBe('paypal');
    expect((await render(paid.order_id, 'cancellation', 'kunde@example.org')).text.replace(/\s+/g, ' ')).toContain(
      'Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast (bei PayPal meist innerhalb weniger Tage).',
    );
  });
});
