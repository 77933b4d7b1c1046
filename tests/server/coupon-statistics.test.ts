import { afterEach, describe, expect, it } from 'vitest';
import { approve, capture, guest, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

let buyers = 0;
async function order(show: ShowFixture, code: string, quantity: number, pay = true) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create.php',
    payload: { cart: [line(show, show.adults, quantity)], user_data: guest(++buyers), donation_amount: 0, coupon_code: code },
  });
  expect(created.statusCode).toBe(200);
  const body = created.json();
  if (!pay) return { ...body, ticket_url: undefined };
  if (body.provider !== 'free') await approve(t.app, body.id);
  const captured = await capture(t.app, body.id, body.checkout_secret);
  expect(captured.statusCode).toBe(200);
  return { ...body, ticket_url: captured.json().ticket_url as string };
}

describe('coupons in the statistics (issue 33)', () => {
  it('shows per code the paid uses, their tickets and the discount, and the total; cancelled, returned and unpaid do not count', async () => {
    t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
    const show = await upcomingShow(t.db);
    const admin = await t.login();
    await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { coupon_codes: true } } });
    await t.app.inject({ method: 'POST', url: '/api/coupons/create.php', headers: bearer(admin), payload: { code: 'ELTERN', kind: 'amount', value: 3 } });
    await t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers: bearer(admin),
      payload: { code: 'HELFER', kind: 'free', value: 1, category_ids: [show.adults] },
    });
    const price = (await t.db.selectFrom('categories').select('price_cents').where('id', '=', show.adults).executeTakeFirstOrThrow()).price_cents;

    await order(show, 'ELTERN', 2);
    const cancelled = await order(show, 'ELTERN', 1);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: cancelled.order_id, reason: 'Test' },
    });
    expect(cancel.statusCode).toBe(200);
    const partlyReturned = await order(show, 'ELTERN', 3);
    const token = new URL(partlyReturned.ticket_url, 'http://shop').pathname.split('/').pop();
    const tickets = await t.db.selectFrom('tickets').select('id').where('order_id', '=', partlyReturned.order_id).orderBy('id').execute();
    expect((await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token, ticket_ids: [tickets[0].id] } })).statusCode).toBe(200);
    await order(show, 'HELFER', 1);
    await order(show, 'HELFER', 1, false);

    const stats = await t.app.inject({ method: 'GET', url: '/api/statistics/fetch.php', headers: bearer(admin) });
    expect(stats.statusCode).toBe(200);
    const { coupons } = stats.json().data;
    expect(coupons.codes).toEqual(
      [
        // The partly returned order keeps the discount of its two tickets still valid (issue 37 item 3): 2 € of 3 €.
        { code: 'ELTERN', uses: 2, tickets: 4, discount: 5 },
        { code: 'HELFER', uses: 1, tickets: 1, discount: price / 100 },
      ].sort((a, b) => b.discount - a.discount || a.code.localeCompare(b.code)),
    );
    expect(coupons.total_discount).toBe(5 + price / 100);

    // The reduced page (STATISTICS_VIEW alone) gets the per-day table only, as before.
    const reduced = await signedInWith(t, ['STATISTICS_VIEW']);
    const few = await t.app.inject({ method: 'GET', url: '/api/statistics/fetch.php', headers: bearer(reduced.token) });
    expect(few.json().data.coupons).toBeUndefined();
  });
});
