import type { Kysely } from 'kysely';

export type PermissionRow = [key: string, name: string, description: string, parent: string | null];

/**
 * Adds permission keys after the existing ones in the tree's order and grants them to the named roles
 * that exist. Shipped migrations call this, so its behaviour must never change.
 */
export async function addPermissionKeys(
  db: Kysely<any>,
  permissions: PermissionRow[],
  grants: Array<[role: string, keys: string[]]>,
): Promise<void> {
  const last = await db.selectFrom('permissions').select(({ fn }) => fn.max('sort_order').as('max')).executeTakeFirst();
  const base = Number(last?.max ?? 0) + 1;
  await db
    .insertInto('permissions')
    .values(permissions.map(([key, name, description, parent_key], index) => ({ key, name, description, parent_key, sort_order: base + index })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  for (const [role, keys] of grants) {
    const exists = await db.selectFrom('roles').select('name').where('name', '=', role).executeTakeFirst();
    if (!exists || keys.length === 0) continue;
    await db
      .insertInto('role_permissions')
      .values(keys.map((permission_key) => ({ role_name: role, permission_key })))
      .onConflict((oc) => oc.columns(['role_name', 'permission_key']).doNothing())
      .execute();
  }
}
