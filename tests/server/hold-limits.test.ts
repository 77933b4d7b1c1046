import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';
import { approve, capture, guest, heldOrSold, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
let buyers = 0;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app whose shop lets one client address hold `limit` tickets, with room for many more in the quota. */
async function shop(limit: number): Promise<{ app: TestApp; show: ShowFixture }> {
  t = await createTestApp({ config: { holdLimitPerAddress: limit } });
  const show = await upcomingShow(t.db);
  await setCapacity(t.db, show.performanceId, show.adults, 1000);
  return { app: t, show };
}

/** An order of `quantity` adult tickets from `address`, each from a new e-mail address (the hoarder's trick). */
function hold(app: TestApp, show: ShowFixture, quantity: number, address = '203.0.113.7') {
  return app.app.inject({
    method: 'POST',
    url: '/api/orders/create.php',
    remoteAddress: address,
    payload: { cart: [line(show, show.adults, quantity)], user_data: guest(++buyers), donation_amount: 0 },
  });
}

describe('open holds per client address (HOLD_LIMIT_PER_ADDRESS)', () => {
  it('lets one address hold tickets up to the limit, then answers 429 in German', async () => {
    const { app, show } = await shop(12);
    for (const quantity of [5, 5, 2]) expect((await hold(app, show, quantity)).statusCode).toBe(200);
    const refused = await hold(app, show, 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_HOLDS_FROM_ADDRESS', limit: 12 });
    expect(refused.json().message).toBe(
      'Von diesem Internetanschluss sind schon 12 Tickets reserviert, aber noch nicht bezahlt (höchstens 12). Bitte schließe offene Bestellungen ab oder warte, bis sie ablaufen.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await heldOrSold(app.db, show.performanceId, show.adults)).toBe(12);
  });

  it('counts tickets, not orders: one order of more tickets than the limit is refused', async () => {
    const { app, show } = await shop(6);
    const refused = await hold(app, show, 7);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Von diesem Internetanschluss können höchstens 6 Tickets gleichzeitig reserviert sein. Bitte wähle weniger Tickets.');
    expect((await hold(app, show, 4)).statusCode).toBe(200);
    expect((await hold(app, show, 3)).statusCode).toBe(429);
    expect((await hold(app, show, 2)).statusCode).toBe(200);
  });

  it('leaves other addresses alone', async () => {
    const { app, show } = await shop(4);
    expect((await hold(app, show, 4)).statusCode).toBe(200);
    expect((await hold(app, show, 1)).statusCode).toBe(429);
    expect((await hold(app, show, 4, '198.51.100.20')).statusCode).toBe(200);
    expect((await hold(app, show, 4, '2001:db8::1')).statusCode).toBe(200);
  });

  it('counts one IPv6 /64 network as one address, and IPv4-mapped IPv6 as the IPv4 address', async () => {
    const { app, show } = await shop(4);
    expect((await hold(app, show, 3, '2001:db8:1:2::10')).statusCode).toBe(200);
    expect((await hold(app, show, 1, '2001:db8:1:2:ffff::20')).statusCode).toBe(200);
    expect((await hold(app, show, 1, '2001:db8:1:2::30')).statusCode).toBe(429);
    expect((await hold(app, show, 4, '2001:db8:1:3::10')).statusCode).toBe(200);
    expect((await hold(app, show, 4, '192.0.2.1')).statusCode).toBe(200);
    expect((await hold(app, show, 1, '::ffff:192.0.2.1')).statusCode).toBe(429);
  });

  it('frees the budget when a hold is paid or expires', async () => {
    const { app, show } = await shop(6);
    const first = await hold(app, show, 3);
    expect((await hold(app, show, 3)).statusCode).toBe(200);
    expect((await hold(app, show, 1)).statusCode).toBe(429);
    await approve(app.app, first.json().id);
    expect((await capture(app.app, first.json().id)).statusCode).toBe(200);
    expect((await hold(app, show, 3)).statusCode).toBe(200);
    expect((await hold(app, show, 1)).statusCode).toBe(429);
    app.clock.advance(21 * 60_000);
    expect((await hold(app, show, 6)).statusCode).toBe(200);
  });

  it('is off at 0: one address may hold as many tickets as the quota gives', async () => {
    const { app, show } = await shop(0);
    for (let n = 0; n < 30; n++) expect((await hold(app, show, 10)).statusCode).toBe(200);
    expect(await heldOrSold(app.db, show.performanceId, show.adults)).toBe(300);
  });

  // Transactions run side by side: without the address lock this fails.
  it('never lets concurrent orders from one address past the limit', async () => {
    const { app, show } = await shop(7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hold(app, show, 2)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(17);
    expect(await heldOrSold(app.db, show.performanceId, show.adults)).toBe(6);
  });

  it('defaults to 200 tickets, so a school behind one address can still sell; the variable is checked', () => {
    expect(readConfig({}).holdLimitPerAddress).toBe(200);
    expect(readConfig({ HOLD_LIMIT_PER_ADDRESS: '0' }).holdLimitPerAddress).toBe(0);
    expect(() => readConfig({ HOLD_LIMIT_PER_ADDRESS: 'viele' })).toThrow(ConfigError);
    expect(() => readConfig({ HOLD_LIMIT_PER_ADDRESS: '-1' })).toThrow(/HOLD_LIMIT_PER_ADDRESS/);
  });
});
