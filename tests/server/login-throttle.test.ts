import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/shared/domain/login-throttle';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app';

// One app for the file (issue 50): every test knocks from addresses of its own, and starts past every window
// and wait the tests before it may have earned (the admin's failures across addresses included).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The delays are seconds long and each password check costs argon2 work: on a loaded machine a second passes
  // between two attempts, and the delay the test expects would run out by itself. Only the tests move the time.
  t.clock.freeze();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Past the window, no further: a session counts as last seen at the database's time, so a clock 8 h ahead would
  // expire each new one at once (pairs are per account and address, and those are each test's own).
  t.clock.advance(LOGIN_THROTTLE.addressWindowMs + 1000);
});

const login = (user: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user, auth: sha256Hex(password) }, remoteAddress: address });

const retryAfterMs = (response: Awaited<ReturnType<typeof login>>) => Number(response.headers['retry-after']) * 1000;

/** Wrong passwords from one address, each one after the delay the previous one earned has passed. */
async function failPatiently(user: string, address: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await login(user, 'falsch', address);
    if (response.statusCode === 429) {
      t.clock.advance(retryAfterMs(response));
      i--;
      continue;
    }
    expect(response.statusCode).toBe(401);
  }
}

describe('sign-in throttling per account and address', () => {
  it('lets the owner in from another address while a stranger is throttled', async () => {
    await failPatiently('admin', '203.0.113.7', 10);
    expect((await login('admin', TEST_ADMIN_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    const stranger = await login('admin', TEST_ADMIN_PASSWORD, '203.0.113.7');
    expect(stranger.statusCode).toBe(429);
  });

  it('delays an address for an account ever longer after the third failure, even the right password', async () => {
    const address = '203.0.113.8';
    const delays: number[] = [];
    for (let failures = 1; failures <= 8; failures++) {
      expect((await login('admin', 'falsch', address)).statusCode).toBe(401);
      if (failures < 3) continue;
      const refused = await login('admin', TEST_ADMIN_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'LOGIN_THROTTLED' });
      expect(refused.json().message).toMatch(/Bitte versuche es in \d+ (Sekunden?|Minuten?) erneut/);
      delays.push(retryAfterMs(refused));
      t.clock.advance(retryAfterMs(refused));
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32].map((seconds) => seconds * 1000));
  });

  it('lets the right password in once the delay has passed, and clears the count', async () => {
    const address = '203.0.113.9';
    await failPatiently('admin', address, 6);
    const blocked = await login('admin', TEST_ADMIN_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(retryAfterMs(blocked));
    expect((await login('admin', TEST_ADMIN_PASSWORD, address)).statusCode).toBe(200);
    // Counted again from zero: three more failures earn no delay yet.
    for (let i = 0; i < 3; i++) expect((await login('admin', 'falsch', address)).statusCode).toBe(401);
  });

  it('caps the delay at fifteen minutes', async () => {
    const address = '203.0.113.10';
    await failPatiently('admin', address, 16);
    const blocked = await login('admin', TEST_ADMIN_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfterMs(blocked)).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(retryAfterMs(blocked)).toBeGreaterThan(14 * 60 * 1000);
    expect(blocked.json().message).toMatch(/in 15 Minuten/);
    t.clock.advance(15 * 60 * 1000);
    expect((await login('admin', TEST_ADMIN_PASSWORD, address)).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a known one', async () => {
    const address = '203.0.113.11';
    for (let i = 0; i < 3; i++) {
      expect((await login('admin', 'falsch', address)).statusCode).toBe(401);
      expect((await login('niemand', 'falsch', address)).statusCode).toBe(401);
    }
    const known = await login('admin', 'falsch', address);
    const unknown = await login('niemand', 'falsch', address);
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('refuses an address after thirty failures across accounts for fifteen minutes, other addresses still sign in', async () => {
    const address = '203.0.113.12';
    for (let i = 0; i < 30; i++) expect((await login(`konto${i}`, 'falsch', address)).statusCode).toBe(401);
    const blocked = await login('admin', TEST_ADMIN_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Bitte versuche es in 15 Minuten erneut/);
    expect((await login('admin', TEST_ADMIN_PASSWORD, '198.51.100.3')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login('admin', TEST_ADMIN_PASSWORD, address)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network as one address, as holds do (issue 29)', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 40; i++) answers.push((await login('admin', 'falsch', `2001:db8:29:64::${i.toString(16)}`)).statusCode);
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.slice(3).every((status) => status === 429)).toBe(true);
    // Another network is someone else: the owner signs in from there at once.
    expect((await login('admin', TEST_ADMIN_PASSWORD, '2001:db8:29:65::1')).statusCode).toBe(200);
    // Each password check costs argon2 work; a shared machine needs more than the default 10 s for them.
  }, 60_000);

  it('does not let a burst of parallel guesses slip past the delay', async () => {
    const address = '203.0.113.13';
    const responses = await Promise.all(Array.from({ length: 10 }, () => login('admin', 'falsch', address)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});
