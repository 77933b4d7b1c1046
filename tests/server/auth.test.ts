import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/modules/auth/password';
import { SESSION_IDLE_MS } from '../../src/server/modules/auth/session-policy';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp, ownAppPerTest } from '../helpers/test-app';

// One app for the file (issue 50): each test brings its own users, and every test that counts failed
// sign-ins uses addresses of its own, so no throttle carries over from another test. Tests that move or
// freeze the clock get an app of their own (ownAppPerTest): sessions the others open later would
// otherwise start out expired.
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

const login = (user: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user, auth: sha256Hex(password) }, remoteAddress: ip });

async function addUser(username: string, password: string, status: 'active' | 'banned' | 'inactive' = 'active') {
  const hash = await hashPassword(sha256Hex(password), t.config.argon2);
  const user = await t.db.insertInto('users').values({ username, name: username, password_hash: hash, status }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: user.id, role_name: 'user' }).execute();
  return user.id;
}

describe('auth/login.php', () => {
  it('answers a session token for the right password', async () => {
    const response = await login('admin', TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().session_token).toMatch(/^[\w-]{43}$/);
  });

  it('answers "invalid" alike for a wrong password and an unknown user', async () => {
    const wrong = await login('admin', 'falsch', '10.0.0.2');
    const unknown = await login('niemand', 'falsch', '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', session_token: 'invalid' });
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses a banned user with "banned"', async () => {
    await addUser('gesperrt', 'passwort123', 'banned');
    const response = await login('gesperrt', 'passwort123', '10.0.0.3');
    expect(response.statusCode).toBe(403);
    expect(response.json().session_token).toBe('banned');
  });

  it('refuses missing fields, wrong types and a non-hash', async () => {
    for (const payload of [{}, { user: 'admin' }, { user: 5, auth: 'x' }, { user: 'admin', auth: 'plaintext' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Ungültige Eingabe/);
    }
  });

  it('refuses a 1 MB body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user: 'a'.repeat(1024 * 1024), auth: '0'.repeat(64) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBeTruthy();
  });

  it('keeps the owner signing in although five other addresses failed for the account', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', 'falsch', `10.0.1.${i}`)).statusCode).toBe(401);
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
  });

  it('throttles an address after thirty failures across accounts', async () => {
    for (let i = 0; i < 30; i++) await login(`user${i}`, 'falsch', '10.9.9.9');
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
  });

  it('stores the same password for two users as two different values', async () => {
    await addUser('anna', 'gleichesPasswort');
    await addUser('bert', 'gleichesPasswort');
    const rows = await t.db.selectFrom('users').select('password_hash').where('username', 'in', ['anna', 'bert']).execute();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });

  describe('with an app of its own, as it freezes the clock', () => {
    ownAppPerTest(useOwnApp);

    it('delays an address after three failures for an account, with Retry-After', async () => {
      t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
      for (let i = 0; i < 3; i++) expect((await login('admin', 'falsch', '10.0.3.1')).statusCode).toBe(401);
      const blocked = await login('admin', TEST_ADMIN_PASSWORD, '10.0.3.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(Number(blocked.headers['retry-after']) * 1000);
      expect((await login('admin', TEST_ADMIN_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
    });
  });
});

describe('sessions', () => {
  const check = (token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/check_session.php', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('checks a valid session and stores only its hash', async () => {
    // Other tests' sessions live in the same database: look only at the rows this sign-in wrote.
    const before = await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const token = await t.login();
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: 'admin' });
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('id', '>', before.id ?? 0)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored[0].token_hash).toBe(sha256Hex(token));
  });

  it('rejects a missing or unknown token with 401', async () => {
    expect((await check()).statusCode).toBe(401);
    expect((await check('unbekannt')).statusCode).toBe(401);
  });

  describe('with an app of its own, as it moves the clock', () => {
    ownAppPerTest(useOwnApp);

    it('expires after the idle time', async () => {
      const token = await t.login();
      t.clock.advance(SESSION_IDLE_MS + 1000);
      expect((await check(token)).statusCode).toBe(401);
    });

    it('expires after the absolute limit even when used', async () => {
      const token = await t.login();
      for (let day = 0; day < 8; day++) {
        t.clock.advance(6 * 60 * 60 * 1000);
        await check(token);
        t.clock.advance(6 * 60 * 60 * 1000);
        await check(token);
        t.clock.advance(6 * 60 * 60 * 1000);
        await check(token);
        t.clock.advance(6 * 60 * 60 * 1000);
      }
      expect((await check(token)).statusCode).toBe(401);
    });
  });

  it('ends with logout', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout.php', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(401);
  });

  it('ends when the user is banned', async () => {
    const id = await addUser('carla', 'passwort123');
    const response = await login('carla', 'passwort123');
    const token = response.json().session_token;
    await t.db.updateTable('users').set({ status: 'banned' }).where('id', '=', id).execute();
    expect((await check(token)).statusCode).toBe(401);
  });
});

describe('permissions and own account', () => {
  it('lists the keys of the session for check_all.php (token in the query, as spec §7)', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/permissions/check_all.php?session_token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, permissions: [{ permission_key: 'ADMIN' }] });
  });

  it('takes the token from the query only on the spec calls that send it there (issue 52)', async () => {
    const token = await t.login();
    const own = await t.app.inject({ method: 'GET', url: `/api/accounts/get_by_session.php?session_token=${token}` });
    expect(own.statusCode).toBe(200);
    // Anywhere else a token in the address (browser history, proxy logs) counts as none: the header is the way.
    const listed = await t.app.inject({ method: 'GET', url: `/api/accounts/get_all.php?session_token=${token}` });
    expect(listed.statusCode).toBe(401);
    const withHeader = await t.app.inject({ method: 'GET', url: '/api/accounts/get_all.php', headers: { authorization: `Bearer ${token}` } });
    expect(withHeader.statusCode).toBe(200);
  });

  it('returns the own account without its password hash', async () => {
    const token = await t.login();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/get_by_session.php',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ username: 'admin', roles: ['admin'], status: 'active' });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password/);
  });

  it('gives a user without roles no keys', async () => {
    const id = await addUser('dora', 'passwort123');
    await t.db.deleteFrom('user_roles').where('user_id', '=', id).execute();
    const token = (await login('dora', 'passwort123')).json().session_token;
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/permissions/check_all.php', headers: { authorization: `Bearer ${token}` } });
    expect(response.json().permissions).toEqual([]);
  });
});
