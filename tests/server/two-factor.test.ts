import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, noteSecret, TEST_ADMIN_PASSWORD, type TestApp, ownAppPerTest } from '../helpers/test-app';
import { STAFF_PASSWORD, userWith } from './staff-fixtures';

// One app for the file (issue 50): each test enrols an administrator of its own, so its second factor, codes,
// sessions and audit rows are its own. The throttle test freezes the clock and the enrol-at-sign-in test
// switches two-factor on for all staff: each gets an app of its own (ownAppPerTest).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Puts a test's own app where the tests read it, and the shared one back afterwards. */
const useOwnApp = (own: TestApp) => {
  const shared = t;
  t = own;
  return () => {
    t = shared;
  };
};

/** The code an authenticator app shows for this secret at the app's current (test) time. */
const codeFor = (secret: string, at = t.clock.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

const post = (url: string, payload: object, token?: string, address = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: address });

type Staff = Awaited<ReturnType<typeof userWith>>;

/** An administrator of the test's own (the seeded admin stays without a second factor for the others). */
const newAdmin = () => userWith(t, ['admin']);

const passwordStep = (user: Pick<Staff, 'username'>, address = '127.0.0.1', device?: 'kiosk', password = STAFF_PASSWORD) =>
  post('auth/login.php', { user: user.username, auth: sha256Hex(password), ...(device ? { device } : {}) }, undefined, address);

/** Enrols the user through the profile; answers the secret and the recovery codes. */
async function enrolByProfile(user: Staff): Promise<{ secret: string; recovery: string[] }> {
  const token = await user.login();
  const start = await post('accounts/two_factor/enrol.php', {}, token);
  expect(start.statusCode).toBe(200);
  const { secret, otpauth_uri, qr_code } = start.json();
  noteSecret(secret);
  expect(otpauth_uri).toMatch(new RegExp(`^otpauth://totp/.*${user.username}\\?.*secret=`));
  expect(qr_code).toMatch(/^data:image\/png;base64,/);
  const confirm = await post('accounts/two_factor/confirm.php', { code: codeFor(secret) }, token);
  expect(confirm.statusCode).toBe(200);
  const recovery: string[] = confirm.json().recovery_codes;
  expect(recovery).toHaveLength(10);
  // The next code of the app: the enrolment used this step's one.
  t.clock.advance(30_000);
  return { secret, recovery };
}

describe('two-factor sign-in (issue 31)', () => {
  it('enrols by QR code and a confirming code, then asks for the code after the password', async () => {
    const user = await newAdmin();
    const { secret } = await enrolByProfile(user);
    const first = await passwordStep(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, two_factor: 'code' });
    expect(first.json()).not.toHaveProperty('session_token');
    const { challenge } = first.json();

    const wrong = await post('auth/two_factor/verify.php', { challenge, code: '000000' === codeFor(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/Der Code stimmt nicht/);

    const right = await post('auth/two_factor/verify.php', { challenge, code: codeFor(secret) });
    expect(right.statusCode).toBe(200);
    const session = right.json().session_token;
    noteSecret(session);
    expect((await post('auth/check_session.php', {}, session)).statusCode).toBe(200);
    // A challenge signs in once.
    expect((await post('auth/two_factor/verify.php', { challenge, code: codeFor(secret) })).json().code).toBe('CHALLENGE_EXPIRED');
    // The audit log has the enrolment, without the secret (other tests' enrolments are other users').
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'two_factor.enrol').where('subject', '=', `user:${user.id}`).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('accepts each code once and each recovery code once', async () => {
    const user = await newAdmin();
    const { secret, recovery } = await enrolByProfile(user);
    const code = codeFor(secret);
    const one = (await passwordStep(user)).json().challenge;
    expect((await post('auth/two_factor/verify.php', { challenge: one, code })).statusCode).toBe(200);
    const two = (await passwordStep(user)).json().challenge;
    expect((await post('auth/two_factor/verify.php', { challenge: two, code })).statusCode).toBe(401);
    expect((await post('auth/two_factor/verify.php', { challenge: two, code: recovery[0].toLowerCase() })).statusCode).toBe(200);
    const three = (await passwordStep(user)).json().challenge;
    expect((await post('auth/two_factor/verify.php', { challenge: three, code: recovery[0] })).statusCode).toBe(401);
    const stored = await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(recovery[1].replaceAll('-', ''));
  });

  it('accepts a code one step (30 s) off the server clock, and refuses codes two or five steps off (issue 44)', async () => {
    const user = await newAdmin();
    const { secret } = await enrolByProfile(user);
    const { challenge } = (await passwordStep(user)).json();
    const stepsOff = (steps: number) => codeFor(secret, new Date(t.clock.now().getTime() + steps * 30_000));
    // Two wrong codes, below the throttle (the third wrong code is the last one answered without a wait).
    for (const steps of [-2, 5]) {
      const far = await post('auth/two_factor/verify.php', { challenge, code: stepsOff(steps) });
      expect(far.statusCode, `${steps} steps off`).toBe(401);
      expect(far.json().message).toMatch(/Der Code stimmt nicht/);
    }
    // A phone whose clock runs a little ahead (the step before was used by the enrolment).
    expect((await post('auth/two_factor/verify.php', { challenge, code: stepsOff(1) })).statusCode).toBe(200);
  });

  it('lets an admin with USERS_EDIT reset a user who lost the phone', async () => {
    const user = await newAdmin();
    await enrolByProfile(user);
    const { challenge } = (await passwordStep(user)).json();
    expect(challenge).toBeTruthy();
    // A second admin account resets the first one's authenticator.
    const helper = await newAdmin();
    const helperStep = await passwordStep(helper);
    const helperToken = helperStep.json().session_token;
    noteSecret(helperToken);
    const reset = await post('accounts/two_factor/reset.php', { user_id: user.id }, helperToken);
    expect(reset.statusCode).toBe(200);
    expect((await passwordStep(user)).json()).toHaveProperty('session_token');
    expect(
      await t.db.selectFrom('audit_log').select('subject').where('action', '=', 'two_factor.reset').where('subject', '=', `user:${user.id}`).execute(),
    ).toEqual([{ subject: `user:${user.id}` }]);
  });

  it('signs the kiosk in once per evening: its session ends at 06:00 the next morning', async () => {
    const user = await newAdmin();
    const { secret } = await enrolByProfile(user);
    const { challenge } = (await passwordStep(user, '127.0.0.1', 'kiosk')).json();
    const session = (await post('auth/two_factor/verify.php', { challenge, code: codeFor(secret) })).json().session_token;
    noteSecret(session);
    const row = await t.db.selectFrom('sessions').select('expires_at').where('user_id', '=', user.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const hoursLeft = (row.expires_at.getTime() - t.clock.now().getTime()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(row.expires_at)).toBe('06:00');
  });

  it('documents the sign-in steps as calls without a session', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/auth/login.php', '/api/auth/two_factor/verify.php', '/api/auth/two_factor/enrol.php', '/api/auth/two_factor/confirm.php']) {
      expect(paths[path].post.security).toEqual([]);
    }
    expect(paths['/api/accounts/two_factor/enrol.php'].post.security).toEqual([{ sitzung: [] }]);
  });

  it('answers accounts without 2FA with the spec shape {success, message, session_token}', async () => {
    const response = await passwordStep({ username: 'admin' }, undefined, undefined, TEST_ADMIN_PASSWORD);
    noteSecret(response.json().session_token);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'session_token', 'success']);
  });

  describe('with an app of its own, as it freezes the clock', () => {
    ownAppPerTest(useOwnApp);

    it('throttles wrong codes like wrong passwords', async () => {
      t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
      const user = await newAdmin();
      const { secret } = await enrolByProfile(user);
      const { challenge } = (await passwordStep(user, '203.0.113.9')).json();
      const wrongCode = codeFor(secret) === '123456' ? '654321' : '123456';
      const answers: number[] = [];
      for (let i = 0; i < 5; i++) answers.push((await post('auth/two_factor/verify.php', { challenge, code: wrongCode }, undefined, '203.0.113.9')).statusCode);
      // Three wrong codes are free, as three wrong passwords are; then each waits longer.
      expect(answers).toEqual([401, 401, 401, 429, 429]);
      const throttled = await post('auth/two_factor/verify.php', { challenge, code: codeFor(secret) }, undefined, '203.0.113.9');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
    });
  });

  describe('with an app of its own, as it requires two-factor sign-in of all staff', () => {
    ownAppPerTest(useOwnApp);

    it('leads a staff member without 2FA to enrol at sign-in when the configuration requires it', async () => {
      const admin = await t.login();
      expect((await post('config/save.php', { values: { admin_two_factor: true } }, admin)).statusCode).toBe(200);
      const first = await passwordStep({ username: 'admin' }, undefined, undefined, TEST_ADMIN_PASSWORD);
      expect(first.json()).toMatchObject({ two_factor: 'enrol' });
      const { challenge } = first.json();
      // Only enrolment, no way around it: the challenge is no session.
      expect((await post('auth/check_session.php', {}, challenge)).statusCode).toBe(401);
      const enrol = await post('auth/two_factor/enrol.php', { challenge });
      expect(enrol.statusCode).toBe(200);
      const { secret } = enrol.json();
      noteSecret(secret);
      const done = await post('auth/two_factor/confirm.php', { challenge, code: codeFor(secret) });
      expect(done.statusCode).toBe(200);
      expect(done.json().recovery_codes).toHaveLength(10);
      noteSecret(done.json().session_token);
      expect((await post('auth/check_session.php', {}, done.json().session_token)).statusCode).toBe(200);
      // From now on the code is asked for; turning it off oneself is refused while required.
      expect((await passwordStep({ username: 'admin' }, undefined, undefined, TEST_ADMIN_PASSWORD)).json()).toMatchObject({ two_factor: 'code' });
      t.clock.advance(30_000);
      const off = await post('accounts/two_factor/disable.php', { code: codeFor(secret) }, done.json().session_token);
      expect(off.statusCode).toBe(409);
    });
  });
});
