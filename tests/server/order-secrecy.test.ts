import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { SECRET_THROTTLES } from '../../src/shared/domain/secret-throttle';
import { approve, buy, capture, create, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

/** Issue 11 items 1 and 2: an order number alone gives away neither the buyer's address nor the tickets. */
// One app for the file (issue 50): every test looks only at its own orders (counts go by order id,
// the order list's first row is the newest order), and each throttle test knocks from addresses or on
// an order of its own. The clock only moves forward.
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
  show = await upcomingShow(t.db);
});
afterAll(async () => {
  await t?.close();
});

const idle = () => mailWorkerOf(t.app.ctx)?.idle();
const outboxOf = async (orderId: number) => (await t.db.selectFrom('mail_outbox').select('id').where('order_id', '=', orderId).execute()).length;
const tokenOf = (ticketUrl: string) => ticketUrl.split('/tickets/')[1];

function sendMail(payload: Record<string, unknown>, options: { headers?: Record<string, string>; address?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tickets/send-mail.php',
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.address ?? '203.0.113.7',
  });
}

/** A paid order with what only its checkout knows: the provider order id and the ticket token. */
async function paidOrder() {
  const { created, captured } = await buy(t.app, [line(show, show.adults, 1)]);
  expect(captured.statusCode, captured.body).toBe(200);
  await idle();
  const order = await t.db.selectFrom('orders').selectAll().where('id', '=', created.order_id).executeTakeFirstOrThrow();
  const token = tokenOf(captured.json().ticket_url);
  expect(token).toBe(order.public_token);
  return { orderId: created.order_id as number, providerId: created.id as string, secret: created.checkout_secret as string, token, order };
}

function expectNoPersonalData(
  body: string,
  order: { email: string; first_name: string; last_name: string; public_token: string; provider_order_id: string | null },
) {
  for (const secret of [order.email, order.first_name, order.last_name, order.public_token, order.provider_order_id as string]) {
    expect(body).not.toContain(secret);
  }
  expect(body).not.toContain('ticket_url');
  expect(body).not.toContain('@');
}

describe('orders/capture.php by a stranger', () => {
  it('a bare order number of a paid order learns the status only: no e-mail, no ticket link, no names', async () => {
    const { orderId, order } = await paidOrder();
    for (const ref of [orderId, String(orderId)]) {
      const answer = await capture(t.app, ref);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, status: 'CAPTURED', order_id: orderId, message: expect.any(String) });
      expectNoPersonalData(answer.body, order);
    }
  });

  it('a bare order number never captures an approved order; the checkout still can', async () => {
    const created = (await create(t.app, [line(show, show.adults, 1)])).json();
    await approve(t.app, created.id);
    const stranger = await capture(t.app, created.order_id);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ success: true, status: 'CREATED', order_id: created.order_id, message: expect.any(String) });
    const provider = await t.db.selectFrom('test_provider_orders').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(provider.capture_calls).toBe(0);

    const checkout = await capture(t.app, created.id, created.checkout_secret);
    expect(checkout.json()).toMatchObject({ status: 'CAPTURED', email: 'mia@example.de' });
  });

  it('the checkout, with the provider order id and its secret, gets the e-mail and ticket link, also when it asks again', async () => {
    const { providerId, token, secret } = await paidOrder();
    const again = await capture(t.app, providerId, secret);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'CAPTURED', email: 'mia@example.de', id: providerId });
    expect(again.json().ticket_url).toMatch(new RegExp(`/tickets/${token}$`));
  });

  it("the test provider's order ids are random, not counting up", async () => {
    const first = (await create(t.app, [line(show, show.adults, 1)])).json().id as string;
    const second = (await create(t.app, [line(show, show.adults, 1)], { user_data: { firstName: 'A', lastName: 'B', email: 'b@example.de' } })).json()
      .id as string;
    expect(first).toMatch(/^TEST-[0-9A-F]{20}$/);
    expect(second).toMatch(/^TEST-[0-9A-F]{20}$/);
    expect(first).not.toBe(second);
  });
});

describe('orders/capture.php with a provider order id from the back office (issue 29)', () => {
  it('the provider order id alone captures, but names neither the e-mail nor the ticket link', async () => {
    const created = (await create(t.app, [line(show, show.adults, 1)])).json();
    await approve(t.app, created.id);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', created.order_id).executeTakeFirstOrThrow();
    for (const secret of [undefined, 'falsch', `${created.checkout_secret}x`]) {
      const answer = await capture(t.app, created.id, secret);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        status: 'CAPTURED',
        message: expect.any(String),
        order_id: created.order_id,
        id: created.id,
        mail_queued: expect.any(Boolean),
      });
      expect(answer.body).not.toContain(order.email);
      expect(answer.body).not.toContain(order.public_token);
    }
    const checkout = await capture(t.app, created.id, created.checkout_secret);
    expect(checkout.json()).toMatchObject({
      status: 'CAPTURED',
      email: order.email,
      ticket_url: expect.stringMatching(new RegExp(`/tickets/${order.public_token}$`)),
    });
  });

  it('a repeated create (same Idempotency-Key) hands out the same secret, which is not the ticket token', async () => {
    const headers = { 'idempotency-key': 'wiederholt-12345' };
    const first = (await create(t.app, [line(show, show.adults, 1)], {}, headers)).json();
    const again = (await create(t.app, [line(show, show.adults, 1)], {}, headers)).json();
    expect(first.checkout_secret).toMatch(/^[\w-]{43}$/);
    expect(again.checkout_secret).toBe(first.checkout_secret);
    const order = await t.db.selectFrom('orders').select('public_token').where('id', '=', first.order_id).executeTakeFirstOrThrow();
    expect(first.checkout_secret).not.toContain(order.public_token);
  });

  it('staff with ORDERS_VIEW but not ORDERS_VIEW_DETAILS see no provider order ids in the list or the export', async () => {
    const { providerId } = await paidOrder();
    const viewer = (await signedInWith(t, ['ORDERS_VIEW'])).token;
    const list = await t.app.inject({ method: 'GET', url: '/api/orders/fetch.php', headers: bearer(viewer) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data[0].paypal_order_id).toBeNull();
    expect(list.body).not.toContain(providerId);
    const csv = await t.app.inject({ method: 'GET', url: '/api/orders/export.php', headers: bearer(viewer) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('PayPal-ID');
    expect(csv.body).not.toContain(providerId);

    const detailed = (await signedInWith(t, ['ORDERS_VIEW', 'ORDERS_VIEW_DETAILS'])).token;
    const full = await t.app.inject({ method: 'GET', url: '/api/orders/fetch.php', headers: bearer(detailed) });
    expect(full.json().data[0].paypal_order_id).toBe(providerId);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/export.php', headers: bearer(detailed) })).body).toContain(providerId);
  });
});

describe('tickets/send-mail.php', () => {
  it('refuses a visitor without the ticket token (401) or with a wrong one (403), in German and naming no one', async () => {
    const { orderId, providerId, order } = await paidOrder();
    for (const ref of [orderId, providerId]) {
      const bare = await sendMail({ order_id: ref });
      expect(bare.statusCode).toBe(401);
      expect(bare.json().message).toMatch(/Ticket/);
      expectNoPersonalData(bare.body, order);
    }
    const wrong = await sendMail({ order_id: orderId, token: 'x'.repeat(32) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/Ticket-Link/);
    expectNoPersonalData(wrong.body, order);
    // An unknown order answers like a wrong token, so numbers cannot be probed this way.
    expect((await sendMail({ order_id: orderId + 1000, token: 'x'.repeat(32) })).statusCode).toBe(403);
    expect(await outboxOf(orderId)).toBe(1);
  });

  it('with the ticket token it answers in text that names no address', async () => {
    const { orderId, token } = await paidOrder();
    const answer = await sendMail({ order_id: orderId, token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('Die Tickets wurden an die E-Mail-Adresse der Bestellung gesendet.');
    // The confirmation went out at capture; a visitor never makes it send twice.
    expect(await outboxOf(orderId)).toBe(1);
  });

  it('repeated calls for one order get a 429 in German, from any address, until the window has passed', async () => {
    const { orderId, token } = await paidOrder();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await sendMail({ order_id: orderId, token }, { address: `198.51.100.${i + 1}` }));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const limited = answers[5];
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Anfragen/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(11 * 60_000);
    expect((await sendMail({ order_id: orderId, token })).statusCode).toBe(200);
  });

  it("wrong tokens from one client address end in the ticket links' throttle (issue 38); other addresses are not limited", async () => {
    t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
    const { orderId, token } = await paidOrder();
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await sendMail({ order_id: orderId, token: `falsch-${i}` }, { address: '192.0.2.66' })).statusCode);
    const free = SECRET_THROTTLES.ticket_token.freeFailures;
    expect(codes.slice(0, free)).toEqual(Array(free).fill(403));
    expect(codes.slice(free)).toEqual(Array(12 - free).fill(429));
    expect((await sendMail({ order_id: orderId, token }, { address: '192.0.2.66' })).statusCode).toBe(429);
    // Wrong tokens from strangers do not use up the buyer's own allowance for the order.
    expect((await sendMail({ order_id: orderId, token }, { address: '192.0.2.67' })).statusCode).toBe(200);
  });

  it('staff with order rights send the tickets again without a token; staff without them are refused', async () => {
    const { orderId } = await paidOrder();
    const admin = await t.login();
    const resend = await sendMail({ order_id: orderId }, { headers: bearer(admin) });
    expect(resend.statusCode).toBe(200);
    expect(resend.body).not.toContain('@');
    await idle();
    expect(await outboxOf(orderId)).toBe(2);

    const clerk = await signedInWith(t, ['STATISTICS_VIEW']);
    const refused = await sendMail({ order_id: orderId }, { headers: bearer(clerk.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Berechtigung/);
  });
});
