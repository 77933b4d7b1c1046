import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp, ownAppPerTest } from '../helpers/test-app';
import { bearer, form, roleWith, STAFF_PASSWORD, signedInWith, userWith } from './staff-fixtures';

// One app for the file (issue 50): each test signs in a staff member of its own, so its sessions, password and
// failed guesses are its own. The two throttle tests freeze the clock and get an app of their own (ownAppPerTest):
// a frozen clock would stop time for every later test of the file.
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

const post = (url: string, token: string, fields: Record<string, string | number>) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${url}`, ...form(fields), headers: { ...form(fields).headers, ...bearer(token) } });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/check_session.php', headers: bearer(token) });
const profile = (id: number) => ({ id, name: 'Vorname', surname: 'Nachname', telephone: '0123', mail: 'staff@schule.de' });
const NEW_PASSWORD = 'neues-passwort-2';

describe('changing one’s own password through accounts/edit.php', () => {
  it('refuses a new password without the current one, in German, and keeps the old one', async () => {
    const user = await signedInWith(t, []);
    const response = await post('edit.php', user.token, { ...profile(user.id), password: sha256Hex(NEW_PASSWORD) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'CURRENT_PASSWORD_REQUIRED' });
    expect(response.json().message).toMatch(/aktuelle Passwort/);
    await expect(t.login(user.username, STAFF_PASSWORD)).resolves.toBeTruthy();
    await expect(t.login(user.username, NEW_PASSWORD)).rejects.toThrow(/401/);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await signedInWith(t, []);
    const response = await post('edit.php', user.token, {
      ...profile(user.id),
      name: 'Geändert',
      password: sha256Hex(NEW_PASSWORD),
      current_password: sha256Hex('falsch'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Das aktuelle Passwort ist falsch.');
    const row = await t.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Vorname');
    await expect(t.login(user.username, STAFF_PASSWORD)).resolves.toBeTruthy();
  });

  it('needs the current password even from a holder of USERS_EDIT', async () => {
    const admin = await t.login();
    const { id } = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const fields = { ...profile(id), password: sha256Hex(NEW_PASSWORD) };
    expect((await post('edit.php', admin, fields)).json().code).toBe('CURRENT_PASSWORD_REQUIRED');
    await expect(t.login('admin', TEST_ADMIN_PASSWORD)).resolves.toBeTruthy();
  });

  it('changes it with the right current password and signs out the user’s other sessions only', async () => {
    const user = await signedInWith(t, []);
    const otherDevice = await user.login();
    const response = await post('edit.php', user.token, {
      ...profile(user.id),
      password: sha256Hex(NEW_PASSWORD),
      current_password: sha256Hex(STAFF_PASSWORD),
    });
    expect(response.json()).toMatchObject({ success: true, message: 'Daten erfolgreich gespeichert!' });
    expect((await check(user.token)).statusCode).toBe(200);
    expect((await check(otherDevice)).statusCode).toBe(401);
    await expect(t.login(user.username, NEW_PASSWORD)).resolves.toBeTruthy();
    await expect(t.login(user.username, STAFF_PASSWORD)).rejects.toThrow(/401/);
  });

  it('still saves the profile without a password and without the current one', async () => {
    const user = await signedInWith(t, []);
    const otherDevice = await user.login();
    expect((await post('edit.php', user.token, { ...profile(user.id), name: 'Neu', password: '' })).statusCode).toBe(200);
    expect((await check(otherDevice)).statusCode).toBe(200);
  });

  describe('with an app of its own, as it freezes the clock', () => {
    ownAppPerTest(useOwnApp);

    it('throttles guessing the current password like a sign-in', async () => {
      t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
      const user = await signedInWith(t, []);
      const guess = (password: string) =>
        post('edit.php', user.token, { ...profile(user.id), password: sha256Hex(NEW_PASSWORD), current_password: sha256Hex(password) });
      for (const password of ['eins', 'zwei', 'drei']) expect((await guess(password)).statusCode).toBe(400);
      const refused = await guess(STAFF_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Bitte versuche es in \d+ Sekunden? erneut/);
    });
  });
});

describe('changing a password through accounts/change_password.php', () => {
  it('ends the user’s other sessions and keeps the one that made the change', async () => {
    const user = await signedInWith(t, []);
    const otherDevice = await user.login();
    const response = await post('change_password.php', user.token, {
      current_password: sha256Hex(STAFF_PASSWORD),
      new_password: sha256Hex(NEW_PASSWORD),
    });
    expect(response.json()).toMatchObject({ success: true, message: 'Passwort erfolgreich geändert!' });
    expect((await check(user.token)).statusCode).toBe(200);
    expect((await check(otherDevice)).statusCode).toBe(401);
  });

  describe('with an app of its own, as it freezes the clock', () => {
    ownAppPerTest(useOwnApp);

    it('throttles guessing the current password like a sign-in', async () => {
      t.clock.freeze(); // the first wait is 1 s: on a loaded machine it must not run out between two attempts
      const user = await signedInWith(t, []);
      const guess = (password: string) =>
        post('change_password.php', user.token, { current_password: sha256Hex(password), new_password: sha256Hex(NEW_PASSWORD) });
      for (const password of ['eins', 'zwei', 'drei']) expect((await guess(password)).statusCode).toBe(400);
      const refused = await guess(STAFF_PASSWORD);
      expect(refused.statusCode).toBe(429);
      // The guesses count against signing in from this address too; once the wait is over, the old password works.
      t.clock.advance(Number(refused.headers['retry-after']) * 1000);
      await expect(t.login(user.username, STAFF_PASSWORD)).resolves.toBeTruthy();
    });
  });
});

describe('resetting someone else’s password', () => {
  it('lets a holder of USERS_EDIT reset it without the old one and ends all the user’s sessions', async () => {
    const manager = await signedInWith(t, ['USERS_EDIT']);
    const target = await userWith(t, [await roleWith(t, [], 10)]);
    const sessions = [await target.login(), await target.login()];
    const response = await post('edit.php', manager.token, {
      ...profile(target.id),
      username: target.username,
      password: sha256Hex(NEW_PASSWORD),
    });
    expect(response.json()).toMatchObject({ success: true });
    for (const token of sessions) expect((await check(token)).statusCode).toBe(401);
    expect((await check(manager.token)).statusCode).toBe(200);
    await expect(t.login(target.username, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses it to a user without USERS_EDIT', async () => {
    const user = await signedInWith(t, []);
    const target = await userWith(t, ['user']);
    const response = await post('edit.php', user.token, { ...profile(target.id), password: sha256Hex(NEW_PASSWORD) });
    expect(response.statusCode).toBe(403);
    await expect(t.login(target.username, STAFF_PASSWORD)).resolves.toBeTruthy();
  });
});
