import { afterEach, describe, expect, it } from 'vitest';
import { guest, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A shop whose group discount is 10 % from 4 tickets on, with room for them. */
async function shop(): Promise<{ show: ShowFixture; price: number; admin: string }> {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  const show = await upcomingShow(t.db);
  await setCapacity(t.db, show.performanceId, show.adults, 1000);
  const admin = await t.login();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/config/save.php',
    headers: bearer(admin),
    payload: { values: { group_discount_percent: 10, group_discount_min_tickets: 4 } },
  });
  expect(saved.statusCode).toBe(200);
  const { price_cents } = await t.db.selectFrom('categories').select('price_cents').where('id', '=', show.adults).executeTakeFirstOrThrow();
  return { show, price: price_cents, admin };
}

const order = (show: ShowFixture, quantity: number, n: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/create.php',
    payload: { cart: [line(show, show.adults, quantity)], user_data: guest(n), donation_amount: 0, ...extra },
  });

describe('group discount (issue 33.2)', () => {
  it('charges list prices below the configured number of tickets and 10 % less from it on', async () => {
    const { show, price } = await shop();
    expect((await order(show, 3, 1)).json().total_cents).toBe(3 * price);
    expect((await order(show, 4, 2)).json().total_cents).toBe(4 * price - Math.round(0.4 * price));
    expect((await order(show, 5, 3, { donation_amount: 2 })).json().total_cents).toBe(5 * price - Math.round(0.5 * price) + 200);
  });

  it('shows the discount in the quote before paying and on the order', async () => {
    const { show, price, admin } = await shop();
    const quoted = await t.app.inject({ method: 'POST', url: '/api/orders/quote.php', payload: { cart: [line(show, show.adults, 4)] } });
    expect(quoted.json()).toMatchObject({
      tickets_cents: 4 * price,
      total_cents: 4 * price - Math.round(0.4 * price),
      discounts: [{ kind: 'group', label: 'Gruppenrabatt 10 % ab 4 Tickets', amount_cents: Math.round(0.4 * price) }],
    });
    const created = await order(show, 4, 4);
    const details = await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${created.json().order_id}`, headers: bearer(admin) });
    expect(details.json().order.discounts[0]).toMatchObject({ kind: 'group', label: 'Gruppenrabatt 10 % ab 4 Tickets' });
  });

  it('is off at 0 %', async () => {
    const { show, price, admin } = await shop();
    await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { group_discount_percent: 0 } } });
    expect((await order(show, 6, 5)).json().total_cents).toBe(6 * price);
  });
});
