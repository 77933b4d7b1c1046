import { hashPassword } from '../../src/server/modules/auth/password';
import { sha256Hex } from '../../src/shared/domain/sha256';
import type { TestApp } from '../helpers/test-app';

export const STAFF_PASSWORD = 'staff-passwort-1';
let counter = 0;

/** A role with exactly these keys (hierarchy 60: above 'user', below 'admin'). */
export async function roleWith(t: TestApp, keys: string[], hierarchy = 60): Promise<string> {
  const name = `fixture_${++counter}`;
  await t.db.insertInto('roles').values({ name, display_name: name, hierarchy }).execute();
  if (keys.length) {
    await t.db
      .insertInto('role_permissions')
      .values(keys.map((permission_key) => ({ role_name: name, permission_key })))
      .execute();
  }
  return name;
}

export async function userWith(t: TestApp, roles: string[], status: 'active' | 'inactive' | 'banned' = 'active') {
  const username = `staff_${++counter}`;
  const password_hash = await hashPassword(sha256Hex(STAFF_PASSWORD), t.config.argon2);
  const { id } = await t.db
    .insertInto('users')
    .values({ username, name: 'Vorname', surname: 'Nachname', telephone: '0123', mail: `${username}@schule.de`, password_hash, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roles.length)
    await t.db
      .insertInto('user_roles')
      .values(roles.map((role_name) => ({ user_id: id, role_name })))
      .execute();
  return { id, username, login: () => t.login(username, STAFF_PASSWORD) };
}

/** Signs in a fresh user whose one role holds exactly these keys. */
export async function signedInWith(t: TestApp, keys: string[]) {
  const user = await userWith(t, [await roleWith(t, keys)]);
  return { ...user, token: await user.login() };
}

export async function allPermissionKeys(t: TestApp): Promise<string[]> {
  return (await t.db.selectFrom('permissions').select('key').execute()).map((row) => row.key);
}

export const form = (fields: Record<string, string | number>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart body with one file part (and optional extra fields), as a browser's FormData sends it. */
export function multipart(field: string, filename: string, data: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----test${++counter}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** What a forbidden call must leave untouched. */
export async function snapshot(t: TestApp): Promise<string> {
  const [users, userRoles, roles, rolePermissions, files, sessions] = await Promise.all([
    t.db.selectFrom('users').select(['id', 'username', 'name', 'surname', 'telephone', 'mail', 'image_id', 'status', 'password_hash']).orderBy('id').execute(),
    t.db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_name').execute(),
    t.db.selectFrom('roles').selectAll().orderBy('name').execute(),
    t.db.selectFrom('role_permissions').selectAll().orderBy('role_name').orderBy('permission_key').execute(),
    t.db.selectFrom('files').select(['id', 'name', 'folder', 'size']).orderBy('id').execute(),
    t.db.selectFrom('sessions').select(['id', 'ended_at']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ users, userRoles, roles, rolePermissions, files, sessions });
}
