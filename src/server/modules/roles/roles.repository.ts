import type { Db } from '../../db/database.js';

export function listRoleOptions(db: Db) {
  return db.selectFrom('roles').select(['name', 'display_name']).orderBy('hierarchy', 'desc').orderBy('name').execute();
}

export function listRoles(db: Db) {
  return db.selectFrom('roles').select(['name', 'display_name', 'hierarchy']).orderBy('hierarchy', 'desc').orderBy('name').execute();
}

export function findRole(db: Db, name: string) {
  return db.selectFrom('roles').select(['name', 'display_name', 'hierarchy']).where('name', '=', name).executeTakeFirst();
}

export async function usernamesByRole(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['user_roles.role_name', 'users.username'])
    .orderBy('users.username')
    .execute();
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.role_name, [...(map.get(row.role_name) ?? []), row.username]);
  return map;
}

/** Per role its permissions in the tree's order, each with its German name. */
export async function permissionKeysByRole(db: Db): Promise<Map<string, Array<{ key: string; name: string }>>> {
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.key', 'role_permissions.permission_key')
    .select(['role_permissions.role_name', 'role_permissions.permission_key', 'permissions.name'])
    .orderBy('permissions.sort_order')
    .execute();
  const map = new Map<string, Array<{ key: string; name: string }>>();
  for (const row of rows) map.set(row.role_name, [...(map.get(row.role_name) ?? []), { key: row.permission_key, name: row.name }]);
  return map;
}

export async function permissionKeysOfRole(db: Db, name: string): Promise<string[]> {
  const rows = await db.selectFrom('role_permissions').select('permission_key').where('role_name', '=', name).execute();
  return rows.map((row) => row.permission_key);
}

export function permissionRows(db: Db) {
  return db.selectFrom('permissions').select(['key', 'name', 'description', 'parent_key']).orderBy('sort_order').orderBy('key').execute();
}

export async function updateRole(db: Db, name: string, displayName: string, keys: string[]): Promise<void> {
  await db.updateTable('roles').set({ display_name: displayName }).where('name', '=', name).execute();
  await db.deleteFrom('role_permissions').where('role_name', '=', name).execute();
  if (keys.length) {
    await db
      .insertInto('role_permissions')
      .values(keys.map((permission_key) => ({ role_name: name, permission_key })))
      .execute();
  }
}
