import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/shared/domain/login-throttle';
import { codeFor, differentSlash64s, enrolOwn, postAs, sameSlash64, wrongCodeFor } from '../helpers/credential-routes';
import { createTestApp, noteSecret, type TestApp } from '../helpers/test-app';
import { STAFF_PASSWORD, roleWith, userWith } from './staff-fixtures';
import { sha256Hex } from '../../src/shared/domain/sha256';

// One app for the file (issue 50): each test enrols staff of its own (an administrator of its own where the
// test needs one, so the seeded admin never carries a second factor into another test), guesses from nets of
// its own, and starts past every throttle window the tests before it may have filled.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Past the window, no further: a session counts as last seen at the database's time, so a clock 8 h ahead would
  // expire each new one at once (pairs are per account and address, and those are each test's own).
  t.clock.advance(LOGIN_THROTTLE.addressWindowMs + 1000);
});

/** An administrator of the test's own, signed in. */
async function ownAdmin() {
  const user = await userWith(t, ['admin']);
  return { ...user, token: await user.login() };
}
const hasTwoFactor = async (userId: number) =>
  Boolean(await t.db.selectFrom('user_two_factor').select('user_id').where('user_id', '=', userId).executeTakeFirst());

/** A staff member whose one role holds these keys at this rank, signed in. */
async function staff(keys: string[], hierarchy: number) {
  const user = await userWith(t, [await roleWith(t, keys, hierarchy)]);
  return { ...user, token: await user.login() };
}

/** The password step of `username` from `address`: the challenge of the code step. */
async function challengeOf(username: string, password: string, address = '127.0.0.1'): Promise<string> {
  const step = await postAs(t, 'auth/login.php', { user: username, auth: sha256Hex(password) }, undefined, address);
  expect(step.json()).toMatchObject({ two_factor: 'code' });
  return step.json().challenge;
}

describe('accounts/two_factor/reset.php (issue 38, finding 1)', () => {
  it('refuses a lower rank with OUTRANKED and leaves the admin’s second factor', async () => {
    const admin = await ownAdmin();
    await enrolOwn(t, admin.token);
    const editor = await staff(['USERS_EDIT'], 10);
    const reset = await postAs(t, 'accounts/two_factor/reset.php', { user_id: admin.id }, editor.token);
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toMatchObject({ success: false, code: 'OUTRANKED' });
    expect(await hasTwoFactor(admin.id)).toBe(true);
  });

  it('refuses an equal rank, and lets a higher rank reset', async () => {
    const role = await roleWith(t, ['USERS_EDIT'], 40);
    const one = await userWith(t, [role]);
    const two = await userWith(t, [role]);
    await enrolOwn(t, await two.login());
    const peer = await postAs(t, 'accounts/two_factor/reset.php', { user_id: two.id }, await one.login());
    expect(peer.statusCode).toBe(403);
    expect(peer.json().code).toBe('OUTRANKED');
    expect(await hasTwoFactor(two.id)).toBe(true);
    const boss = await staff(['USERS_EDIT'], 50);
    expect((await postAs(t, 'accounts/two_factor/reset.php', { user_id: two.id }, boss.token)).statusCode).toBe(200);
    expect(await hasTwoFactor(two.id)).toBe(false);
  });

  it('refuses one’s own id: one’s own second factor goes off only through disable.php with a code', async () => {
    const admin = await ownAdmin();
    await enrolOwn(t, admin.token);
    const own = await postAs(t, 'accounts/two_factor/reset.php', { user_id: admin.id }, admin.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'OWN_TWO_FACTOR' });
    expect(own.json().message).toMatch(/Code/);
    expect(await hasTwoFactor(admin.id)).toBe(true);
  });
});

describe('the code step of the sign-in (issue 38, finding 2)', () => {
  it('throttles wrong codes from forty addresses of one /64 as one address', async () => {
    const user = await staff(['ORDERS_VIEW'], 20);
    const { secret } = await enrolOwn(t, user.token);
    const challenge = await challengeOf(user.username, STAFF_PASSWORD);
    const answers: number[] = [];
    for (const address of sameSlash64(40)) {
      answers.push((await postAs(t, 'auth/two_factor/verify.php', { challenge, code: wrongCodeFor(t, secret) }, undefined, address)).statusCode);
    }
    // Three are free, then the waits double from 1 s: a slow machine lets a few more through, never most.
    expect(answers.filter((status) => status === 401).length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
  });

  it('caps wrong codes per account across many /64s, and the right code works again after the wait', async () => {
    const user = await staff(['ORDERS_VIEW'], 20);
    const { secret } = await enrolOwn(t, user.token);
    const challenge = await challengeOf(user.username, STAFF_PASSWORD);
    const answers: number[] = [];
    for (const address of differentSlash64s(40)) {
      answers.push((await postAs(t, 'auth/two_factor/verify.php', { challenge, code: wrongCodeFor(t, secret) }, undefined, address)).statusCode);
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(30);
    const throttled = await postAs(t, 'auth/two_factor/verify.php', { challenge, code: codeFor(t, secret) }, undefined, '198.51.100.77');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/Bitte versuche es in \d+ Minuten? erneut/);
    t.clock.advance(15 * 60_000);
    const fresh = await challengeOf(user.username, STAFF_PASSWORD, '198.51.100.77');
    const right = await postAs(t, 'auth/two_factor/verify.php', { challenge: fresh, code: codeFor(t, secret) }, undefined, '198.51.100.77');
    expect(right.statusCode).toBe(200);
    noteSecret(right.json().session_token);
  });
});

describe('code checks behind a session (issue 38, finding 4)', () => {
  for (const [index, route] of ['accounts/two_factor/disable.php', 'accounts/two_factor/recovery_codes.php'].entries()) {
    it(`${route}: wrong codes are throttled per /64 and per account`, async () => {
      const user = await staff(['ORDERS_VIEW'], 20);
      const { secret } = await enrolOwn(t, user.token);
      const oneNet: number[] = [];
      for (const address of sameSlash64(20, `c${index}`))
        oneNet.push((await postAs(t, route, { code: wrongCodeFor(t, secret) }, user.token, address)).statusCode);
      expect(oneNet.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);

      const manyNets: number[] = [];
      for (const address of differentSlash64s(20, `d${index}`))
        manyNets.push((await postAs(t, route, { code: wrongCodeFor(t, secret) }, user.token, address)).statusCode);
      // Ten wrong codes per account and window in all, whatever the addresses.
      expect([...oneNet, ...manyNets].filter((status) => status === 401)).toHaveLength(10);
      expect([...oneNet, ...manyNets].filter((status) => status === 429)).toHaveLength(30);
      expect(await hasTwoFactor(user.id)).toBe(true);
    });
  }

  it('a right code behind a session still works, and forgives the address’s earlier wrong ones', async () => {
    const user = await staff(['ORDERS_VIEW'], 20);
    const { secret } = await enrolOwn(t, user.token);
    for (let i = 0; i < 2; i++)
      expect((await postAs(t, 'accounts/two_factor/recovery_codes.php', { code: wrongCodeFor(t, secret) }, user.token)).statusCode).toBe(401);
    const renewed = await postAs(t, 'accounts/two_factor/recovery_codes.php', { code: codeFor(t, secret) }, user.token);
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(30_000);
    expect((await postAs(t, 'accounts/two_factor/disable.php', { code: codeFor(t, secret) }, user.token)).statusCode).toBe(200);
    expect(await hasTwoFactor(user.id)).toBe(false);
  });
});
