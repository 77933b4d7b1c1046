import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { checkCounters } from '../../src/server/modules/orders/counter-check';
import { quotaCounters, recountQuotas } from '../../src/server/modules/orders/hold/quota.repository';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

const DAY = 86_400_000;
let t: TestApp;
let show: ShowFixture;
beforeEach(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  show = await upcomingShow(t.db);
  const admin = await t.login();
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 2 } } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterEach(async () => {
  await t.close();
});

/** A paid order of `quantity` adult tickets (`extra`: coupon code, donation); then the clock stands `hoursBeforeDeadline` before the return deadline. */
async function paidOrder(quantity: number, hoursBeforeDeadline: number, extra: Record<string, unknown> = {}) {
  const { captured } = await buy(t.app, [line(show, show.adults, quantity)], extra);
  expect(captured.statusCode, captured.body).toBe(200);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  const token = ticketUrl.split('/tickets/')[1];
  const deadline = show.startsAt.getTime() - 2 * DAY;
  t.clock.advance(deadline - hoursBeforeDeadline * 3_600_000 - t.clock.now().getTime());
  return { orderId, token };
}

const page = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
const giveBack = (token: string, ticketIds?: number[]) =>
  t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token, ...(ticketIds ? { ticket_ids: ticketIds } : {}) } });
const sold = async () =>
  (
    await t.db
      .selectFrom('quotas')
      .select('sold')
      .where('performance_id', '=', show.performanceId)
      .where('category_id', '=', show.adults)
      .executeTakeFirstOrThrow()
  ).sold;
/** Tickets the statistics count for the adults' category (hourly sums kept by triggers). */
const statsTickets = async () =>
  Number(
    (
      await t.db
        .selectFrom('sales_hourly')
        .select((eb) => eb.fn.sum<string>('tickets').as('n'))
        .where('category', '=', 'Erwachsene')
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );
async function expectExactCounters() {
  const stored = await quotaCounters(t.db);
  const recounted = await recountQuotas(t.db, t.clock.now());
  expect(stored.quotas).toEqual(recounted.quotas);
  expect(stored.seats).toEqual(recounted.seats);
  // The production check (every 15 minutes) must agree: a return is no counter difference to alert on.
  expect(await checkCounters(t.app.ctx)).toEqual([]);
}
const refunds = (orderId: number) =>
  t.db.selectFrom('payments').select(['amount_cents', 'status']).where('order_id', '=', orderId).where('kind', '=', 'refund').orderBy('id').execute();

describe('returns by the buyer (issue 33 point 3)', () => {
  it('within the period a single ticket goes back: refunded in part, revoked, its place on sale again, a mail confirms', async () => {
    const { orderId, token } = await paidOrder(3, 5);
    const before = await sold();
    const counted = await statsTickets();
    const shown = await page(token);
    expect(shown.returns.note).toMatch(/^Du kannst Tickets bis .* Uhr zurückgeben/);
    expect(shown.tickets.every((ticket: { returnable: boolean }) => ticket.returnable)).toBe(true);
    const { price_cents: price } = await t.db.selectFrom('categories').select('price_cents').where('id', '=', show.adults).executeTakeFirstOrThrow();

    const first = shown.tickets[0].id as number;
    const returned = await giveBack(token, [first]);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ returned: 1, refund: price / 100 });
    expect(await sold()).toBe(before - 1);
    expect(await statsTickets()).toBe(counted - 1);
    await expectExactCounters();
    expect(await refunds(orderId)).toEqual([{ amount_cents: price, status: 'COMPLETED' }]);
    // The capture stays paid for the two tickets left; the kiosks learn the revocation.
    const capture = await t.db.selectFrom('payments').select('status').where('order_id', '=', orderId).where('kind', '=', 'capture').executeTakeFirstOrThrow();
    expect(capture.status).toBe('COMPLETED');
    const revoked = (await t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked;
    expect(revoked).toEqual([expect.objectContaining({ ticket_id: first, reason: 'RETURNED' })]);
    const after = await page(token);
    expect(after.order.status).toBe('CAPTURED');
    expect(after.tickets.find((ticket: { id: number }) => ticket.id === first)).toMatchObject({
      status: 'cancelled',
      returned: true,
      returnable: false,
      code: '',
    });

    await mailWorkerOf(t.app.ctx)?.idle();
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['template_name', 'status'])
      .where('order_id', '=', orderId)
      .where('template_name', '=', 'ticket_return')
      .execute();
    expect(mails).toEqual([{ template_name: 'ticket_return', status: 'stored' }]);

    // Twice the same ticket: refused, nothing paid twice.
    const again = await giveBack(token, [first]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/bereits storniert oder zurückgegeben/);

    // The rest: everything left of the payment goes back, and the order is closed.
    const rest = await giveBack(token);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ returned: 2, refund: (2 * price) / 100 });
    expect(await sold()).toBe(before - 3);
    expect(await statsTickets()).toBe(counted - 3);
    await expectExactCounters();
    expect((await page(token)).order.status).toBe('CANCELLED');
    expect((await refunds(orderId)).map((refund) => refund.amount_cents)).toEqual([price, 2 * price]);
  });

  it('a single ticket of a coupon order gets back its price less its share of the discount; the rest gets the donation too (issue 44)', async () => {
    const admin = await t.login();
    const config = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { coupon_codes: true } } });
    expect(config.statusCode, config.body).toBe(200);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers: bearer(admin),
      payload: { code: 'HELFER10', kind: 'percent', value: 10 },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    await t.db.updateTable('categories').set({ price_cents: 600 }).where('id', '=', show.adults).execute();
    // 3 × 6 € less 10 % = 16.20 € for the tickets, and a donation of 2 €.
    const { orderId, token } = await paidOrder(3, 5, { coupon_code: 'HELFER10', donation_amount: 2 });
    const capture = await t.db
      .selectFrom('payments')
      .select('amount_cents')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'capture')
      .executeTakeFirstOrThrow();
    expect(capture.amount_cents).toBe(1820);

    const [first] = (await page(token)).tickets as { id: number }[];
    const one = await giveBack(token, [first.id]);
    expect(one.statusCode, one.body).toBe(200);
    // A third of 16.20 €, not the list price of 6 €.
    expect(one.json()).toMatchObject({ returned: 1, refund: 5.4 });
    expect(await refunds(orderId)).toEqual([{ amount_cents: 540, status: 'COMPLETED' }]);
    await expectExactCounters();

    const rest = await giveBack(token);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ returned: 2, refund: 12.8 });
    expect((await refunds(orderId)).map((refund) => refund.amount_cents)).toEqual([540, 1280]);
  });

  it('after the period the return is refused, and the page says until when it was possible', async () => {
    const { orderId, token } = await paidOrder(2, -1);
    const before = await sold();
    const shown = await page(token);
    expect(shown.returns.note).toMatch(/^Die Rückgabefrist ist abgelaufen: Eine Rückgabe war bis \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr möglich\.$/);
    expect(shown.tickets.some((ticket: { returnable: boolean }) => ticket.returnable)).toBe(false);
    const refused = await giveBack(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RETURN_REFUSED' });
    expect(refused.json().message).toMatch(/Rückgabefrist ist abgelaufen/);
    expect(await sold()).toBe(before);
    expect(await refunds(orderId)).toEqual([]);
  });

  it('an admitted ticket cannot be returned; the others of the order can', async () => {
    const { token } = await paidOrder(2, 5);
    const [admitted, other] = (await page(token)).tickets as { id: number }[];
    await t.db.insertInto('kiosk_devices').values({ id: 'kiosk-1', name: 'Einlass 1', user_id: null }).execute();
    await t.db
      .insertInto('checkins')
      .values({
        nonce: 'n-1',
        performance_id: show.performanceId,
        ticket_id: admitted.id,
        device_id: 'kiosk-1',
        user_id: null,
        method: 'qr',
        code: null,
        verdict: 'valid',
        admitted: true,
        scanned_at: t.clock.now(),
      })
      .execute();
    const shown = await page(token);
    expect(shown.tickets.find((ticket: { id: number }) => ticket.id === admitted.id).returnable).toBe(false);
    const refused = await giveBack(token, [admitted.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Dieses Ticket wurde am Einlass bereits eingelöst und kann nicht zurückgegeben werden.');
    expect((await giveBack(token, [other.id])).statusCode).toBe(200);
    await expectExactCounters();
  });

  it('a ticket of another order or an unknown link is refused', async () => {
    const { token } = await paidOrder(1, 5);
    expect((await giveBack(token, [999_999])).statusCode).toBe(404);
    expect((await giveBack('x'.repeat(30))).statusCode).toBe(404);
  });
});
