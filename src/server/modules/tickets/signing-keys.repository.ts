import type { Db } from '../../db/database.js';

export function newestActiveKey(db: Db) {
  return db.selectFrom('signing_keys').select(['id', 'secret_key', 'public_key']).where('active', '=', true).orderBy('id', 'desc').executeTakeFirst();
}

/** Key 1, unless another process made it first (whichever insert won is the key). */
export async function insertFirstKey(db: Db, pair: { publicKey: Uint8Array; secretKey: Uint8Array }): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ id: 1, public_key: pair.publicKey, secret_key: pair.secretKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export function allPublicKeys(db: Db) {
  return db.selectFrom('signing_keys').select(['id', 'algorithm', 'public_key', 'active', 'created_at']).orderBy('id').execute();
}
