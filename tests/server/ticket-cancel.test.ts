import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/shared/domain/format';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { checkCounters } from '../../src/server/modules/orders/counter-check';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { quotaCounters, recountQuotas } from '../../src/server/modules/orders/hold/quota.repository';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { sell } from '../helpers/kiosk';
import { capture, line } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { bearer } from './staff-fixtures';

/** Issue 32 item 10: staff cancel single tickets of an order (a family ordered four, one child is ill). */
// One shop for the file (issue 50): each test sells from a performance of its own to a buyer of its own, counts
// refunds, revocations and sales before and after, and reads only its own orders; coupon codes are its own.
let s: PayPalShop;
let admin: string;
beforeAll(async () => {
  s = await startPayPalShop();
  admin = await s.t.login();
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  await s.nextTest();
});

const cancelTickets = (payload: Record<string, unknown>) =>
  s.t.app.inject({ method: 'POST', url: '/api/orders/cancel-tickets.php', headers: bearer(admin), payload });
const ticketIds = async (orderId: number) =>
  (await s.t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.id);
const sold = async () =>
  (
    await s.t.db
      .selectFrom('quotas')
      .select('sold')
      .where('performance_id', '=', s.show.performanceId)
      .where('category_id', '=', s.show.adults)
      .executeTakeFirstOrThrow()
  ).sold;
const statsTickets = async () =>
  Number(
    (
      await s.t.db
        .selectFrom('sales_hourly')
        .select((eb) => eb.fn.sum<string>('tickets').as('n'))
        .where('category', '=', 'Erwachsene')
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );
const refundsAtPayPal = (captureId: string) =>
  [...s.paypal.refundsById.values()].filter((refund) => refund.captureId === captureId).map((refund) => Math.round(Number(refund.value) * 100));
const details = async (orderId: number) =>
  (await s.t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${orderId}`, headers: bearer(admin) })).json().order;
async function expectExactCounters() {
  const stored = await quotaCounters(s.t.db);
  const recounted = await recountQuotas(s.t.db, s.t.clock.now());
  expect(stored).toEqual(recounted);
  // The production check (every 15 minutes) agrees: a cancelled ticket is no counter difference.
  expect(await checkCounters(s.t.app.ctx)).toEqual([]);
}
async function admit(ticketId: number) {
  await s.t.db
    .insertInto('kiosk_devices')
    .values({ id: 'kiosk-1', name: 'Einlass 1', user_id: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await s.t.db
    .insertInto('checkins')
    .values({
      nonce: `n-${ticketId}`,
      performance_id: s.show.performanceId,
      ticket_id: ticketId,
      device_id: 'kiosk-1',
      user_id: null,
      method: 'qr',
      code: null,
      verdict: 'valid',
      admitted: true,
      scanned_at: s.t.clock.now(),
    })
    .execute();
}

describe('staff cancel single tickets', () => {
  it('cancels 1 of 3: a partial refund at PayPal, the ticket revoked at the door, its place on sale, a mail, an audit entry', async () => {
    const { orderId, captureId } = await s.paidOrder(3);
    const order = await s.orderRow(orderId);
    const [first] = await ticketIds(orderId);
    const before = await sold();
    const counted = await statsTickets();

    const answer = await cancelTickets({ order_id: orderId, ticket_ids: [first], reason: ' Kind ist krank. ' });
    expect(answer.statusCode, answer.body).toBe(200);
    const third = Math.floor(order.total_cents / 3);
    expect(answer.json()).toMatchObject({ tickets_cancelled: 1, refund: third / 100, refund_pending: false, cash: false, order_cancelled: false });
    expect(answer.json().message).toMatch(/^1 Ticket storniert und gesperrt\. .* über PayPal erstattet\.$/);
    expect(refundsAtPayPal(captureId)).toEqual([third]);
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled', 'valid', 'valid']);
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await sold()).toBe(before - 1);
    expect(await statsTickets()).toBe(counted - 1);
    await expectExactCounters();

    // The door: the revocation list names the ticket, cancelled by the organiser.
    const ofOrder = await ticketIds(orderId);
    const revoked = (await s.t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked;
    expect(revoked.filter((entry: { ticket_id: number }) => ofOrder.includes(entry.ticket_id))).toEqual([
      expect.objectContaining({ ticket_id: first, reason: 'CANCELLED' }),
    ]);

    // The order details show the reason, who and when, per ticket.
    const shown = await details(orderId);
    expect(shown.tickets[0]).toMatchObject({
      status: 'cancelled',
      revoked_reason: 'CANCELLED',
      cancellation: { reason: 'Kind ist krank.', by: 'admin', refund: third / 100 },
    });
    expect(shown.tickets[1].cancellation).toBeNull();
    expect(shown.refund_basis).toMatchObject({ total_cents: order.total_cents, refunded_cents: third, captured_cents: order.total_cents });

    // The mail names the ticket, the reason and the refund.
    await mailWorkerOf(s.t.app.ctx)?.idle();
    const mails = await s.t.db
      .selectFrom('mail_outbox')
      .select(['template_name', 'status'])
      .where('order_id', '=', orderId)
      .where('template_name', '=', 'ticket_cancel')
      .execute();
    expect(mails).toEqual([{ template_name: 'ticket_cancel', status: 'stored' }]);
    const mail = await orderMailRenderer(s.t.app.ctx)(orderId, 'ticket_cancel', 'kunde@example.org');
    expect(mail.subject).toBe(`Stornierung von Tickets deiner Bestellung Nr. ${orderId}`);
    expect(mail.text).toContain(`Ticket ${first}:`);
    expect(mail.text).not.toContain(`Ticket ${first + 1}:`);
    expect(mail.text).toContain('Grund: Kind ist krank.');
    expect(mail.text).toContain(`Erstattet: ${(third / 100).toFixed(2).replace('.', ',')}`);

    // The audit log: who cancelled which ticket, why, and the refund.
    const history = (await s.t.app.inject({ method: 'GET', url: '/api/audit/order.php', headers: bearer(admin), query: { order_id: String(orderId) } })).json();
    expect(history.entries).toEqual([
      expect.objectContaining({ action: 'order.placed', order_id: orderId }),
      expect.objectContaining({ action: 'order.paid', order_id: orderId }),
      expect.objectContaining({
        action: 'order.cancel_tickets',
        username: 'admin',
        order_id: orderId,
        changes: expect.objectContaining({
          tickets_cancelled: [null, [first]],
          reason: [null, 'Kind ist krank.'],
          refund: [null, expect.objectContaining({ status: 'COMPLETED', cents: third })],
        }),
      }),
    ]);
  });

  it("refunds the ticket's price after the order's coupon, as a buyer's return would", async () => {
    await s.t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { coupon_codes: true } } });
    const coupon = await s.t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers: bearer(admin),
      payload: { code: 'ZEHN', kind: 'percent', value: 10 },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const created = (await s.create([line(s.show, s.show.adults, 3)], { coupon_code: 'zehn' })).json();
    s.paypal.approve(created.id);
    expect((await capture(s.t.app, created.id)).statusCode).toBe(200);
    const order = await s.orderRow(created.order_id);
    const price = (await s.t.db.selectFrom('categories').select('price_cents').where('id', '=', s.show.adults).executeTakeFirstOrThrow()).price_cents;
    const paid = 3 * price - Math.round((3 * price) / 10);
    expect(order.total_cents).toBe(paid);
    const [first] = await ticketIds(created.order_id);
    const answer = await cancelTickets({ order_id: created.order_id, ticket_ids: [first], reason: 'Krank' });
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = Math.floor((price * paid) / (3 * price));
    expect(expected).toBeLessThan(price);
    expect(answer.json().refund).toBe(expected / 100);
    expect(refundsAtPayPal(order.capture_id as string)).toEqual([expected]);
  });

  it('staff are not bound by the return period the buyer is', async () => {
    await s.t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 365 } } });
    const { orderId } = await s.paidOrder(2);
    const order = await s.orderRow(orderId);
    const [first] = await ticketIds(orderId);
    const byBuyer = await s.t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token: order.public_token, ticket_ids: [first] } });
    expect(byBuyer.statusCode).toBe(409);
    expect(byBuyer.json().message).toMatch(/Rückgabefrist ist abgelaufen/);
    expect((await cancelTickets({ order_id: orderId, ticket_ids: [first], reason: 'Krank' })).statusCode).toBe(200);
  });

  it('cancelling the last tickets refunds the rest and closes the order', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    const order = await s.orderRow(orderId);
    const [first, second] = await ticketIds(orderId);
    const before = await sold();
    expect((await cancelTickets({ order_id: orderId, ticket_ids: [first], reason: 'Krank' })).statusCode).toBe(200);
    const last = await cancelTickets({ order_id: orderId, ticket_ids: [second], reason: 'Auch krank' });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ order_cancelled: true });
    expect(refundsAtPayPal(captureId).reduce((sum, cents) => sum + cents, 0)).toBe(order.total_cents);
    const closed = await s.orderRow(orderId);
    expect(closed).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Auch krank' });
    expect((await s.payments(orderId)).filter((payment) => payment.kind === 'capture').map((payment) => payment.status)).toEqual(['REFUNDED']);
    expect(await sold()).toBe(before - 2);
    await expectExactCounters();
    // Tickets of a cancelled order: a clear 409.
    const again = await cancelTickets({ order_id: orderId, ticket_ids: [second], reason: 'Nochmal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Diese Bestellung ist bereits storniert; ihre Tickets sind gesperrt.');
  });

  it('refuses an admitted ticket, an already cancelled one, a foreign one and a missing reason', async () => {
    const { orderId, captureId } = await s.paidOrder(3);
    const [first, second, third] = await ticketIds(orderId);
    await admit(first);
    const admitted = await cancelTickets({ order_id: orderId, ticket_ids: [first, second], reason: 'Krank' });
    expect(admitted.statusCode).toBe(409);
    expect(admitted.json()).toMatchObject({
      code: 'TICKET_ADMITTED',
      message: `Ticket ${first} wurde am Einlass bereits eingelöst und kann nicht mehr storniert werden.`,
    });
    for (const reason of [undefined, '', '  ']) {
      const refused = await cancelTickets({ order_id: orderId, ticket_ids: [second], ...(reason === undefined ? {} : { reason }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CANCEL_REASON_REQUIRED' });
    }
    expect((await cancelTickets({ order_id: orderId, ticket_ids: [999_999], reason: 'Krank' })).statusCode).toBe(404);
    expect((await cancelTickets({ order_id: orderId, ticket_ids: [], reason: 'Krank' })).statusCode).toBe(400);
    expect(refundsAtPayPal(captureId)).toEqual([]);
    expect((await cancelTickets({ order_id: orderId, ticket_ids: [third], reason: 'Krank' })).statusCode).toBe(200);
    const twice = await cancelTickets({ order_id: orderId, ticket_ids: [third], reason: 'Krank' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'TICKET_ALREADY_CANCELLED', message: `Ticket ${third} ist bereits storniert oder zurückgegeben.` });
    expect(refundsAtPayPal(captureId)).toHaveLength(1);
    await expectExactCounters();
  });

  it('two staff cancelling the same ticket at once: refunded once, counted once', async () => {
    const { orderId, captureId } = await s.paidOrder(3);
    const [first] = await ticketIds(orderId);
    const before = await sold();
    const answers = await Promise.all([1, 2, 3].map(() => cancelTickets({ order_id: orderId, ticket_ids: [first], reason: 'Krank' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(refundsAtPayPal(captureId)).toHaveLength(1);
    expect((await s.payments(orderId)).filter((payment) => payment.kind === 'refund')).toHaveLength(1);
    expect(await sold()).toBe(before - 1);
    await expectExactCounters();
  });

  it('a refund PayPal answers PENDING: the answer and the mail say so until PayPal confirms it; the order stays paid', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    const order = await s.orderRow(orderId);
    const [first] = await ticketIds(orderId);
    s.paypal.state.refundStatus = 'PENDING';
    const answer = await cancelTickets({ order_id: orderId, ticket_ids: [first], reason: 'Krank' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refund_pending: true });
    expect(answer.json().message).toMatch(/Die Erstattung von .* ist beantragt, PayPal hat sie aber noch nicht bestätigt\.$/);
    const half = formatCents(order.total_cents / 2);
    const mail = async () => (await orderMailRenderer(s.t.app.ctx)(orderId, 'ticket_cancel', 'kunde@example.org')).text;
    expect(await mail()).toContain(`Wird erstattet: ${half}`);

    const [refund] = [...s.paypal.refundsById.values()].filter((candidate) => candidate.captureId === captureId);
    s.paypal.finishRefund(refund.id, 'COMPLETED');
    await sweepExpiredHolds(s.t.app.ctx);
    expect(await mail()).toContain(`Erstattet: ${half}`);
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled', 'valid']);
    await expectExactCounters();
  });

  it('a free order (0 €): nothing to refund, no provider asked, the ticket is revoked and the mail says there is nothing to give back', async () => {
    await s.t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { coupon_codes: true } } });
    await s.t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers: bearer(admin),
      payload: { code: 'HELFER', kind: 'free', value: 2, category_ids: [s.show.adults] },
    });
    const created = (await s.create([line(s.show, s.show.adults, 2)], { coupon_code: 'helfer' })).json();
    expect((await capture(s.t.app, created.id, created.checkout_secret)).statusCode).toBe(200);
    const [first] = await ticketIds(created.order_id);
    const before = await sold();
    const refundsBefore = s.paypal.refundsById.size;
    const answer = await cancelTickets({ order_id: created.order_id, ticket_ids: [first], reason: 'Kommt nicht' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refund: 0, cash: false, order_cancelled: false });
    expect(answer.json().message).toBe('1 Ticket storniert und gesperrt. Es wird nichts erstattet.');
    expect(s.paypal.refundsById.size).toBe(refundsBefore);
    expect(await sold()).toBe(before - 1);
    const mail = (await orderMailRenderer(s.t.app.ctx)(created.order_id, 'ticket_cancel', 'kunde@example.org')).text;
    expect(mail).toContain('Deine Bestellung war kostenlos, es gibt nichts zu erstatten.');
    await expectExactCounters();
  });

  it('a door sale paid in cash: no provider refund, the message says to hand the money back, the box office count goes down', async () => {
    const staff = await s.t.login();
    const sale = await sell(s.t.app, staff, { performance_id: s.show.performanceId, lines: [{ category_id: s.show.adults, quantity: 2 }] });
    expect(sale.statusCode, sale.body).toBe(200);
    const order = await s.t.db
      .selectFrom('orders')
      .selectAll()
      .where('channel', '=', 'box_office')
      .where('id', 'in', s.t.db.selectFrom('order_items').select('order_id').where('performance_id', '=', s.show.performanceId))
      .executeTakeFirstOrThrow();
    const [first] = await ticketIds(order.id);
    // A door sale admits its guests; one left again before the show and is given the money back.
    expect((await cancelTickets({ order_id: order.id, ticket_ids: [first], reason: 'Gast ist gegangen' })).json().code).toBe('TICKET_ADMITTED');
    await s.t.db.deleteFrom('checkins').where('ticket_id', '=', first).execute();
    const boxOfficeSold = async () =>
      (await s.t.db.selectFrom('performances').select('box_office_sold').where('id', '=', s.show.performanceId).executeTakeFirstOrThrow()).box_office_sold;
    const before = await boxOfficeSold();
    const refundsBefore = s.paypal.refundsById.size;
    const answer = await cancelTickets({ order_id: order.id, ticket_ids: [first], reason: 'Gast ist gegangen' });
    expect(answer.statusCode, answer.body).toBe(200);
    const half = order.total_cents / 2;
    expect(answer.json()).toMatchObject({ cash: true, refund: half / 100 });
    expect(answer.json().message).toMatch(/bar bezahlt; es gibt keine Erstattung über einen Zahlungsdienst\. Bitte gib .* bar zurück\.$/);
    expect(s.paypal.refundsById.size).toBe(refundsBefore);
    expect((await s.payments(order.id)).filter((payment) => payment.kind === 'refund')).toEqual([
      expect.objectContaining({ amount_cents: half, status: 'COMPLETED' }),
    ]);
    expect(await boxOfficeSold()).toBe(before - 1);
    await expectExactCounters();
  });
});
