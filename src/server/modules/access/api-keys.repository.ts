import type { Db } from '../../db/database.js';

const columns = [
  'api_keys.id',
  'api_keys.name',
  'api_keys.scope',
  'api_keys.key_prefix',
  'api_keys.created_at',
  'api_keys.last_used_at',
  'api_keys.revoked_at',
  'users.username as created_by',
] as const;

export function listKeys(db: Db) {
  return db.selectFrom('api_keys').leftJoin('users', 'users.id', 'api_keys.created_by').select(columns).orderBy('api_keys.id', 'desc').execute();
}

export type ApiKeyRow = Awaited<ReturnType<typeof listKeys>>[number];

export async function insertKey(db: Db, key: { name: string; scope: string; key_hash: string; key_prefix: string; created_by: number }): Promise<ApiKeyRow> {
  const { id } = await db.insertInto('api_keys').values(key).returning('id').executeTakeFirstOrThrow();
  return db.selectFrom('api_keys').leftJoin('users', 'users.id', 'api_keys.created_by').select(columns).where('api_keys.id', '=', id).executeTakeFirstOrThrow();
}

export async function revokeKey(db: Db, id: number, now: Date) {
  return db.updateTable('api_keys').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).returning(['id', 'name']).executeTakeFirst();
}

export function keyExists(db: Db, id: number) {
  return db.selectFrom('api_keys').select(['id', 'name', 'created_by']).where('id', '=', id).executeTakeFirst();
}

/** An unrevoked key and the account it acts for. */
export function findKey(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.created_by')
    .select(['api_keys.id', 'api_keys.name', 'api_keys.scope', 'api_keys.last_used_at', 'users.id as user_id', 'users.status'])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchKey(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
