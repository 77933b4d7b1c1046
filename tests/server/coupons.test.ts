import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationValues } from '../../src/server/modules/mail/mail-render';
import { translatorFor } from '../../src/shared/i18n/translator';
import { approve, capture, guest, line, ownShow, setCapacity, type ShowFixture } from '../helpers/orders';
import { createTestApp, ownAppPerTest, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

// One app for the file with coupon codes switched on (issue 50): each test makes codes of its own and orders from
// a performance of its own; the test that switches coupon codes off for the shop gets an app of its own.
let t: TestApp;
let admin: string;
const options = { config: { holdLimitPerAddress: 0 } };
/** Signs in and switches coupon codes on; answers the admin's token. */
async function openShop(app: TestApp): Promise<string> {
  const token = await app.login();
  await app.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(token), payload: { values: { coupon_codes: true } } });
  return token;
}
beforeAll(async () => {
  t = await createTestApp(options);
  admin = await openShop(t);
});
afterAll(async () => {
  await t?.close();
});

/** A performance of the test's own with room for many more tickets. */
async function shop(): Promise<{ show: ShowFixture; admin: string }> {
  const show = await ownShow(t.db);
  await setCapacity(t.db, show.performanceId, show.adults, 1000);
  return { show, admin };
}

const newCoupon = (admin: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/coupons/create.php', headers: bearer(admin), payload });

let buyers = 0;
function order(show: ShowFixture, code: string | undefined, quantity = 2, n = ++buyers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/create.php',
    payload: { cart: [line(show, show.adults, quantity)], user_data: guest(n), donation_amount: 0, ...(code === undefined ? {} : { coupon_code: code }) },
  });
}

async function adultPrice(show: ShowFixture): Promise<number> {
  const row = await t.db.selectFrom('categories').select('price_cents').where('id', '=', show.adults).executeTakeFirstOrThrow();
  return row.price_cents;
}

describe('coupon codes in the order (issue 33.1)', () => {
  it('prices a percentage code on the server, in the quote and in the order, and shows it in the back office', async () => {
    const { show, admin } = await shop();
    expect((await newCoupon(admin, { code: 'helfer10', kind: 'percent', value: 10 })).statusCode).toBe(200);
    const price = await adultPrice(show);
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote.php',
      payload: { cart: [line(show, show.adults, 2)], coupon_code: ' Helfer10 ' },
    });
    expect(quoted.json()).toMatchObject({ tickets_cents: 2 * price, total_cents: 2 * price - Math.round(price * 0.2) });
    expect(quoted.json().discounts[0]).toMatchObject({ kind: 'coupon', label: 'Gutschein HELFER10 (10 %)' });
    const created = await order(show, 'HELFER10');
    expect(created.statusCode).toBe(200);
    expect(created.json().total_cents).toBe(2 * price - Math.round(price * 0.2));
    const list = await t.app.inject({ method: 'GET', url: '/api/coupons/list.php', headers: bearer(admin) });
    expect(list.json().coupons.find((coupon: { code: string }) => coupon.code === 'HELFER10')).toMatchObject({
      code: 'HELFER10',
      uses: 1,
      max_uses_per_buyer: 1,
      label: '10 %',
    });
  });

  it('lets exactly the allowed number of 50 concurrent orders use a code', async () => {
    const { show, admin } = await shop();
    await newCoupon(admin, { code: 'SIEBEN', kind: 'percent', value: 50, max_uses: 7 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(show, 'SIEBEN', 1)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(7);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe('Dieser Gutscheincode ist schon aufgebraucht.');
    const held = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'CREATED')
      .where('id', 'in', t.db.selectFrom('order_items').select('order_id').where('performance_id', '=', show.performanceId))
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(7);
  });

  it('allows one use per buyer by default, and a hold that runs out gives its use back', async () => {
    const { show, admin } = await shop();
    await newCoupon(admin, { code: 'EINMAL', kind: 'amount', value: 1, max_uses: 1 });
    const first = await order(show, 'EINMAL', 1, 1);
    expect(first.statusCode).toBe(200);
    expect((await order(show, 'EINMAL', 1, 1)).json().message).toBe('Dieser Gutscheincode ist schon aufgebraucht.');
    t.clock.advance(21 * 60_000);
    const again = await order(show, 'EINMAL', 1, 2);
    expect(again.statusCode).toBe(200);
    await approve(t.app, again.json().id);
    expect((await capture(t.app, again.json().id)).statusCode).toBe(200);
    const uses = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/uses.php?id=${(await t.db.selectFrom('coupons').select('id').where('code', '=', 'EINMAL').executeTakeFirstOrThrow()).id}`,
      headers: bearer(admin),
    });
    expect(uses.json().uses.map((use: { status: string; counts: boolean }) => [use.status, use.counts])).toEqual([
      ['CAPTURED', true],
      ['CREATED', false],
    ]);
  });

  it('refuses a second use by the same buyer', async () => {
    const { show, admin } = await shop();
    await newCoupon(admin, { code: 'FAMILIE', kind: 'percent', value: 20 });
    expect((await order(show, 'FAMILIE', 1, 5)).statusCode).toBe(200);
    const second = await order(show, 'FAMILIE', 1, 5);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Du hast diesen Gutscheincode schon genutzt.');
  });

  it('gives free tickets of a category and lets only configuration editors manage codes', async () => {
    const { show, admin } = await shop();
    expect((await newCoupon(admin, { code: 'FREI', kind: 'free', value: 1 })).json().message).toBe(
      'Freikarten gelten für eine Ticketkategorie: bitte mindestens eine wählen.',
    );
    await newCoupon(admin, { code: 'FREI', kind: 'free', value: 1, category_ids: [show.adults] });
    const price = await adultPrice(show);
    expect((await order(show, 'FREI', 3)).json().total_cents).toBe(2 * price);
    const viewer = await signedInWith(t, ['CONFIGURATION_VIEW']);
    expect((await newCoupon(viewer.token, { code: 'NEU', kind: 'percent', value: 5 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons/list.php', headers: bearer(viewer.token) })).statusCode).toBe(200);
  });

  it('shows the code on the order details and the ticket page', async () => {
    const { show, admin } = await shop();
    await newCoupon(admin, { code: 'ELTERN', kind: 'amount', value: 3 });
    const created = await order(show, 'ELTERN', 2);
    await approve(t.app, created.json().id);
    const captured = await capture(t.app, created.json().id, created.json().checkout_secret);
    expect(captured.statusCode).toBe(200);
    const details = await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${created.json().order_id}`, headers: bearer(admin) });
    expect(details.json().order.discounts).toEqual([{ kind: 'coupon', label: 'Gutschein ELTERN (3,00 €)', code: 'ELTERN', amount: 3 }]);
    const token = new URL(captured.json().ticket_url, 'http://shop').pathname.split('/').pop();
    const page = await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` });
    expect(page.json().order.discounts).toEqual([{ label: 'Gutschein ELTERN (3,00 €)', amount: 3 }]);
  });

  describe('with an app of its own, as it switches coupon codes off for the shop', () => {
    ownAppPerTest(
      async (own) => {
        const shared = { t, admin };
        t = own;
        admin = await openShop(own);
        return () => ({ t, admin } = shared);
      },
      () => options,
    );

    it('refuses an unknown code, a switched-off code and any code while the setting is off, with a German 4xx', async () => {
      const { show, admin } = await shop();
      const made = await newCoupon(admin, { code: 'ABEND', kind: 'amount', value: 2.5 });
      expect((await order(show, 'NIX')).json()).toMatchObject({
        code: 'COUPON_INVALID',
        message: 'Diesen Gutscheincode gibt es nicht oder er ist abgeschaltet.',
      });
      await t.app.inject({ method: 'POST', url: '/api/coupons/toggle.php', headers: bearer(admin), payload: { id: made.json().id, active: false } });
      expect((await order(show, 'ABEND')).statusCode).toBe(400);
      await t.app.inject({ method: 'POST', url: '/api/coupons/toggle.php', headers: bearer(admin), payload: { id: made.json().id, active: true } });
      expect((await order(show, 'ABEND')).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { coupon_codes: false } } });
      const off = await order(show, 'ABEND');
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toBe('Gutscheincodes sind in diesem Shop nicht aktiviert.');
    });
  });
});

describe('the confirmation mail', () => {
  it('lists the discounts below the tickets', async () => {
    const values = confirmationValues({
      order: { id: 1, first_name: 'Mia', last_name: 'Krüger', donation_cents: 0, total_cents: 2100 },
      items: [
        {
          event_title: 'Zeitsprung',
          category_name: 'Erwachsene',
          starts_at: new Date('2026-05-01T17:00:00Z'),
          seat: null,
          quantity: 2,
          unit_price_cents: 1200,
        },
      ],
      discounts: [{ label: 'Gutschein ELTERN (3,00 €)', amount_cents: 300 }],
      doorsAt: null,
      location: 'Aula',
      ticketLink: 'https://shop/tickets/x',
      vat: [{ ratePercent: 19, grossCents: 2100, vatCents: 335 }],
      tr: await translatorFor('de'),
    });
    // The discount is a row of the items table below the tickets, its amount negative and kept on one line.
    const rows = values.positionen.split('<tr>');
    const discountRow = rows.findIndex((row) => row.includes('Gutschein ELTERN (3,00 €)'));
    expect(discountRow).toBe(rows.length - 1);
    expect(rows[discountRow]).toMatch(/white-space:nowrap[^>]*>-3,00(\u00a0|&nbsp;)€<\/td>/);
    expect(values.gesamtsumme).toBe('21,00\u00a0€');
  });
});
