import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserStatus } from './accounts.table.js';

const accountColumns = ['id', 'username', 'name', 'surname', 'telephone', 'mail', 'image_id', 'status'] as const;

async function rolesByUser(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!userIds.length) return map;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.user_id', 'user_roles.role_name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.hierarchy', 'desc')
    .orderBy('user_roles.role_name')
    .execute();
  for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row.role_name]);
  return map;
}

export async function findAccount(db: Db, userId: number) {
  const user = await db.selectFrom('users').select(accountColumns).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const roles = await rolesByUser(db, [userId]);
  return { ...user, roles: roles.get(userId) ?? [] };
}

export async function listAccounts(db: Db) {
  const users = await db.selectFrom('users').select(accountColumns).orderBy('id').execute();
  const roles = await rolesByUser(
    db,
    users.map((user) => user.id),
  );
  return users.map((user) => ({ ...user, roles: roles.get(user.id) ?? [] }));
}

export function findUsernameOwner(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where(({ fn, eb }) => eb(fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export interface AccountValues {
  username: string;
  name: string;
  surname: string;
  telephone: string;
  mail: string;
  image_id: number | null;
}

export async function insertAccount(db: Db, values: AccountValues & { password_hash: string }): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(
  db: Db,
  id: number,
  values: Partial<AccountValues> & { status?: UserStatus; password_hash?: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setUserRoles(db: Db, userId: number, roleNames: string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleNames.length) {
    await db
      .insertInto('user_roles')
      .values(roleNames.map((role_name) => ({ user_id: userId, role_name })))
      .execute();
  }
}

export async function deleteAccount(db: Db, id: number, now: Date): Promise<void> {
  // Issue 52: the keys stop working with their creator (the key check joins the user); the list must say so too.
  await db.updateTable('api_keys').set({ revoked_at: now }).where('created_by', '=', id).where('revoked_at', 'is', null).execute();
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function fileExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst());
}

/** Roles by name with their rank and whether they carry ADMIN. */
export function rolesWithRank(db: Db, names: string[]) {
  if (!names.length) return Promise.resolve([]);
  return db
    .selectFrom('roles')
    .select((eb) => [
      'roles.name',
      'roles.hierarchy',
      eb
        .exists(
          eb
            .selectFrom('role_permissions')
            .select('role_permissions.permission_key')
            .whereRef('role_permissions.role_name', '=', 'roles.name')
            .where('role_permissions.permission_key', '=', 'ADMIN'),
        )
        .as('carries_admin'),
    ])
    .where('roles.name', 'in', names)
    .execute();
}

export async function roleNamesOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('role_name').where('user_id', '=', userId).execute();
  return rows.map((row) => row.role_name);
}

/** Active users holding ADMIN through any of their roles. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('role_permissions', 'role_permissions.role_name', 'user_roles.role_name')
    .select(({ fn }) => fn.count<number>('users.id').distinct().as('count'))
    .where('users.status', '=', 'active')
    .where('role_permissions.permission_key', '=', 'ADMIN')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Serialises changes to accounts and roles, so two of them cannot both remove "the other" last admin. */
export async function lockAccountChanges(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(7291001)`.execute(db);
}

export async function endOtherSessions(db: Db, userId: number, keepTokenHash: string | undefined, now: Date): Promise<void> {
  let query = db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
