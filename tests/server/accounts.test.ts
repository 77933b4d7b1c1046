import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp, ownAppPerTest } from '../helpers/test-app';
import { bearer, form, roleWith, STAFF_PASSWORD, signedInWith, userWith } from './staff-fixtures';

// One app for the file (issue 50): each test works on users of its own (a new 'maria' each time) and signs the
// admin in afresh. The last-administrator test counts every active administrator of the shop and bans the admin
// for a while, so it gets an app of its own (ownAppPerTest).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  admin = await t.login();
});

/** Puts a test's own app and its admin session where the tests read them, and the shared ones back afterwards. */
const useOwnApp = async (own: TestApp) => {
  const shared = { t, admin };
  t = own;
  admin = await own.login();
  return () => {
    ({ t, admin } = shared);
  };
};

const post = (url: string, token: string, fields: Record<string, string | number>) =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${url}`, ...form(fields), headers: { ...form(fields).headers, ...bearer(token) } });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/accounts/${url}`, headers: bearer(token) });
const adminId = async () => (await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
let marias = 0;
/** A new user to add; each call names another 'maria', as usernames are unique in the shared database. */
const newUser = () => ({
  username: `maria${++marias}`,
  name: 'Maria',
  surname: 'Muster',
  telephone: '0123 456',
  mail: 'maria@schule.de',
  role: 'manager',
  password: sha256Hex('maria-passwort'),
});

describe('accounts', () => {
  it('adds a user who then signs in with the password', async () => {
    const fields = newUser();
    const added = await post('add.php', admin, fields);
    expect(added.json()).toMatchObject({ success: true });
    const list = await get('get_all.php', admin);
    const maria = list.json().data.find((user: { username: string }) => user.username === fields.username);
    expect(maria).toMatchObject({ name: 'Maria', surname: 'Muster', mail: 'maria@schule.de', roles: ['manager'], status: 'active' });
    expect(maria).not.toHaveProperty('password_hash');
    await expect(t.login(fields.username, 'maria-passwort')).resolves.toBeTruthy();
  });

  it('refuses missing fields, a bad mail, a taken name and an unknown role with German messages', async () => {
    const missing = await post('add.php', admin, { ...newUser(), telephone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.telephone).toMatch(/Pflichtfeld/);
    expect((await post('add.php', admin, { ...newUser(), mail: 'kaputt' })).json().message).toMatch(/E-Mail/);
    expect((await post('add.php', admin, { ...newUser(), username: 'ADMIN' })).statusCode).toBe(409);
    expect((await post('add.php', admin, { ...newUser(), role: 'kaiser' })).json().message).toMatch(/Unbekannte Rolle/);
    expect((await post('add.php', admin, { ...newUser(), password: 'klartext' })).statusCode).toBe(400);
  });

  it('edits roles from a JSON list and keeps the password when it is blank', async () => {
    const user = await userWith(t, ['user']);
    const edited = await post('edit.php', admin, {
      id: user.id,
      username: user.username,
      name: 'Neu',
      surname: 'Name',
      telephone: '1',
      mail: 'n@schule.de',
      role: JSON.stringify(['manager', 'privileged']),
      status: 'active',
      password: '',
    });
    expect(edited.json()).toMatchObject({ success: true, message: 'Daten erfolgreich gespeichert!' });
    const read = await get(`get.php?id=${user.id}`, admin);
    expect(read.json().user).toMatchObject({ name: 'Neu', roles: ['manager', 'privileged'] });
    await expect(user.login()).resolves.toBeTruthy();
  });

  it('banning or deactivating ends the sessions and blocks sign-in', async () => {
    for (const status of ['banned', 'inactive'] as const) {
      const user = await userWith(t, ['user']);
      const token = await user.login();
      const fields = { id: user.id, name: 'A', surname: 'B', telephone: '1', mail: 'a@schule.de', status };
      expect((await post('edit.php', admin, fields)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/check_session.php', headers: bearer(token) })).statusCode).toBe(401);
      await expect(user.login()).rejects.toThrow(/403/);
    }
  });

  it('refuses to delete oneself or to change one’s own roles or status', async () => {
    const id = await adminId();
    const self = await post('delete.php', admin, { id });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('SELF_DELETE');
    const base = { id, name: 'Admin', surname: 'Schule', telephone: '1', mail: 'admin@schule.de' };
    expect((await post('edit.php', admin, { ...base, role: JSON.stringify(['user']) })).json().code).toBe('SELF_DEMOTION');
    expect((await post('edit.php', admin, { ...base, status: 'banned' })).json().code).toBe('SELF_DEMOTION');
    expect((await get(`get.php?id=${id}`, admin)).json().user).toMatchObject({ roles: ['admin'], status: 'active' });
  });

  it('does not let a user manager hand out more rights than they hold', async () => {
    const manager = await signedInWith(t, ['USERS_ADD', 'USERS_EDIT']);
    const asAdmin = await post('add.php', manager.token, { ...newUser(), role: 'admin' });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().code).toBe('OUTRANKED');
    expect((await post('add.php', manager.token, { ...newUser(), role: 'user' })).statusCode).toBe(200);
  });

  it('lets everyone edit their own profile without USERS_EDIT, but not others', async () => {
    const user = await signedInWith(t, []);
    const profile = { id: user.id, name: 'Eigen', surname: 'Profil', telephone: '0987', mail: 'eigen@schule.de' };
    expect((await post('edit.php', user.token, profile)).json()).toMatchObject({ success: true });
    const me = await get('get_by_session.php', user.token);
    expect(me.json().data).toMatchObject({ name: 'Eigen', telephone: '0987', mail: 'eigen@schule.de' });
    expect((await post('edit.php', user.token, { ...profile, username: 'umbenannt' })).statusCode).toBe(403);
    expect((await post('edit.php', user.token, { ...profile, id: await adminId() })).statusCode).toBe(403);
  });

  it('changes one’s own password with the current one and signs out other devices', async () => {
    const user = await signedInWith(t, []);
    const otherDevice = await user.login();
    const wrong = await post('change_password.php', user.token, {
      current_password: sha256Hex('falsch'),
      new_password: sha256Hex('neues-passwort'),
      user_id: user.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Das aktuelle Passwort ist falsch.');
    const changed = await post('change_password.php', user.token, {
      current_password: sha256Hex(STAFF_PASSWORD),
      new_password: sha256Hex('neues-passwort'),
      user_id: user.id,
    });
    expect(changed.json()).toMatchObject({ success: true, message: 'Passwort erfolgreich geändert!' });
    await expect(t.login(user.username, 'neues-passwort')).resolves.toBeTruthy();
    await expect(t.login(user.username, STAFF_PASSWORD)).rejects.toThrow(/401/);
    const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/check_session.php', headers: bearer(token) });
    expect((await check(user.token)).statusCode).toBe(200);
    expect((await check(otherDevice)).statusCode).toBe(401);
    const someoneElse = await post('change_password.php', user.token, {
      current_password: sha256Hex('neues-passwort'),
      new_password: sha256Hex('x'),
      user_id: await adminId(),
    });
    expect(someoneElse.statusCode).toBe(403);
    await expect(t.login('admin', TEST_ADMIN_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers the spec’s not-found text for a missing user', async () => {
    const response = await get('get.php?id=999999', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Benutzer nicht gefunden.');
  });

  describe('with an app of its own, as it counts every administrator and bans the admin', () => {
    ownAppPerTest(useOwnApp);

    it('never removes the last active administrator', async () => {
      const other = await userWith(t, [await roleWith(t, ['USERS_EDIT', 'USERS_DELETE'], 100)]);
      const otherToken = await other.login();
      // A second, banned administrator does not count.
      await userWith(t, ['admin'], 'banned');
      const id = await adminId();
      const base = { id, name: 'Admin', surname: 'Schule', telephone: '1', mail: 'admin@schule.de' };
      // Without ADMIN the other user may not touch the administrator at all.
      expect((await post('delete.php', otherToken, { id })).json().code).toBe('OUTRANKED');
      const promoted = await post('edit.php', admin, {
        id: other.id,
        name: 'O',
        surname: 'U',
        telephone: '1',
        mail: 'o@schule.de',
        role: JSON.stringify(['admin']),
      });
      expect(promoted.statusCode).toBe(200);
      // Now two active admins: one may ban the other, but not the last one left.
      expect((await post('edit.php', otherToken, { ...base, status: 'banned' })).statusCode).toBe(200);
      const reactivated = await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
      expect(reactivated).toBeTruthy();
      await t.db.updateTable('users').set({ status: 'banned' }).where('id', '=', other.id).execute();
      const lastAdmin = await t.login();
      const roleChange = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/roles/update.php',
        headers: bearer(lastAdmin),
        payload: { name: 'admin', display_name: 'Administrator', permissions: ['USERS_ROLES', 'USERS_VIEW'] },
      });
      expect(roleChange.json().code).toBe('LAST_ADMIN');
    });
  });
});
