import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sell } from '../helpers/kiosk';
import { create, guest, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventBody, getEvent, saveEvent } from './operations-fixtures';
import { bearer } from './staff-fixtures';

let t: TestApp;
let show: ShowFixture;
let admin: string;
let buyers = 0;
beforeAll(async () => {
  t = await createTestApp();
  show = await upcomingShow(t.db);
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

const GERMAN = /[äöüß]|Ungültig|Bitte|Betrag|Zahl/;
const order = (extra: Record<string, unknown>, cart: unknown[] = [line(show, show.adults, 1)]) => create(t.app, cart, { user_data: guest(++buyers), ...extra });

describe('numbers are numbers: money and quantities take plain decimals only', () => {
  it.each([
    ['12,5', 1250],
    ['12.50', 1250],
    [12.5, 1250],
    ['0', 0],
    [1000, 100_000],
  ])('donation %j is exactly %d cents', async (donation, cents) => {
    const answer = await order({ donation_amount: donation });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await t.db.selectFrom('orders').select('donation_cents').where('id', '=', answer.json().order_id).executeTakeFirstOrThrow();
    expect(row.donation_cents).toBe(cents);
  });

  it.each([['0x10'], ['1e3'], ['0.001'], [0.001], ['abc'], [-1], ['-1'], ['12,505'], [true], [{}]])(
    'donation %j is a 400 naming the donation',
    async (donation) => {
      const answer = await order({ donation_amount: donation });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('INVALID_DONATION');
      expect(answer.json().message).toMatch(/Spende/);
    },
  );

  it.each([['0x2'], ['2e0'], [1.5], ['1,5'], ['abc'], [-1], [0]])('cart quantity %j is a 400 naming the field', async (quantity) => {
    const answer = await order({}, [{ performance_id: show.performanceId, category_id: show.adults, quantity }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(GERMAN);
    expect(answer.json().message).toContain('cart.0.quantity');
  });

  it('takes a quantity written as plain digits', async () => {
    const answer = await order({}, [{ performance_id: show.performanceId, category_id: show.adults, quantity: '2' }]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().total_cents).toBe(1200);
  });

  it.each([['0x10'], ['1e3'], ['0.001'], ['12,5'], ['12.50'], [12.5], ['abc'], [-1]])(
    'admin category price_cents %j is a 400 naming the field',
    async (price) => {
      const body = eventBody(t);
      (body.categories[0] as Record<string, unknown>).price_cents = price;
      const answer = await saveEvent(t, admin, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(GERMAN);
      expect(answer.json().message).toContain('categories.0.price_cents');
    },
  );

  it.each([
    ['1250', 1250],
    [1250, 1250],
    [' 800 ', 800],
  ])('admin category price_cents %j is stored as %d cents', async (price, cents) => {
    const body = eventBody(t);
    (body.categories[0] as Record<string, unknown>).price_cents = price;
    const answer = await saveEvent(t, admin, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await getEvent(t, admin, answer.json().id)).categories[0].price_cents).toBe(cents);
  });

  it.each([
    ['max', '0x10'],
    ['max', '1e1'],
  ])('admin category %s %j is a 400', async (field, value) => {
    const body = eventBody(t);
    (body.categories[0] as Record<string, unknown>)[field] = value;
    const answer = await saveEvent(t, admin, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(`categories.0.${field}`);
  });

  it('admin quotas refuse hex and exponents', async () => {
    for (const value of ['0x10', '1e1', 2.5]) {
      const body = eventBody(t);
      (body.performances[0] as Record<string, unknown>).box_office = value;
      expect((await saveEvent(t, admin, body)).statusCode).toBe(400);
      const other = eventBody(t);
      (other.performances[0].capacities as unknown[])[0] = value;
      expect((await saveEvent(t, admin, other)).statusCode).toBe(400);
    }
  });

  it.each([['0x2'], ['1e0'], [1.5]])('box-office quantity %j is a 400', async (quantity) => {
    const answer = await sell(t.app, admin, { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: quantity as number }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('lines.0.quantity');
  });

  it.each([['0x10'], ['1e1'], ['12,5']])('configuration number %j is a 400 naming the setting', async (value) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { max_order_quantity_per_customer: value } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/Maximale Bestellmenge pro Kunde/);
  });

  it('configuration takes a decimal comma where the setting has decimals', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { default_tax_rate: '7,5' } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const values = (await t.app.inject({ method: 'GET', url: '/api/config/get.php', headers: bearer(admin) })).json().values;
    expect(values.default_tax_rate).toBe(7.5);
  });
});
