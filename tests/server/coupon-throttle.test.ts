import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET_THROTTLES } from '../../src/shared/domain/secret-throttle';
import { differentSlash64s, postAs, sameSlash64 } from '../helpers/credential-routes';
import { guest, line, ownShow, setCapacity, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One app for the file (issue 50): coupon codes are on and HELFER10 exists for every test alike. The shop's
// codes are one pool every wrong guess counts against, so each test starts past the throttle window, guesses
// from nets of its own and orders from a performance of its own.
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  const admin = await t.login();
  expect((await postAs(t, 'config/save.php', { values: { coupon_codes: true } }, admin)).statusCode).toBe(200);
  expect((await postAs(t, 'coupons/create.php', { code: 'HELFER10', kind: 'percent', value: 10 }, admin)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.advance(SECRET_THROTTLES.coupon.windowMs + 1000);
  show = await ownShow(t.db);
  await setCapacity(t.db, show.performanceId, show.adults, 1000);
});

let buyers = 0;
const quote = (code: string, address: string) => postAs(t, 'orders/quote.php', { cart: [line(show, show.adults, 1)], coupon_code: code }, undefined, address);
const order = (code: string, address: string) =>
  postAs(t, 'orders/create.php', { cart: [line(show, show.adults, 1)], user_data: guest(++buyers), donation_amount: 0, coupon_code: code }, undefined, address);

/** Guess `n` codes; answers the statuses. */
async function guesses(send: typeof quote, addresses: string[]) {
  const statuses: number[] = [];
  for (const [i, address] of addresses.entries()) statuses.push((await send(`RATE${i}X`, address)).statusCode);
  return statuses;
}

describe('coupon codes cannot be enumerated (issue 38, finding 6)', () => {
  for (const [index, [route, send]] of (
    [
      ['orders/quote.php', quote],
      ['orders/create.php', order],
    ] as const
  ).entries()) {
    it(`${route}: wrong codes from one /64 are throttled with a German 429, a valid code from elsewhere still works`, async () => {
      const net = `a${index}`;
      const statuses = await guesses(send, sameSlash64(40, net));
      expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(SECRET_THROTTLES.coupon.freeFailures);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
      const refused = await send('HELFER10', sameSlash64(41, net)[40]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'COUPON_THROTTLED' });
      expect(refused.json().message).toMatch(/^Zu viele ungültige Gutscheincodes\. Bitte versuche es in \d+ (Sekunden?|Minuten?) erneut\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await send('HELFER10', '198.51.100.20')).statusCode).toBe(200);
    });
  }

  it('a buyer who mistypes a few times still gets the valid code, and valid codes never count', async () => {
    for (let i = 0; i < SECRET_THROTTLES.coupon.freeFailures - 1; i++) expect((await quote('HELFR10', '198.51.100.30')).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await quote('helfer10', '198.51.100.30')).statusCode).toBe(200);
    expect((await order('HELFER10', '198.51.100.30')).statusCode).toBe(200);
  });

  it('caps wrong codes across the shop, so many /64s together cannot enumerate either', async () => {
    const { targetCeiling } = SECRET_THROTTLES.coupon;
    const statuses = await guesses(quote, differentSlash64s(targetCeiling + 20));
    expect(statuses.filter((status) => status === 400)).toHaveLength(targetCeiling);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
