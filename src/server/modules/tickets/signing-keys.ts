import { generateSigningKeyPair } from '../../../shared/domain/ticket-code.js';
import type { Db } from '../../db/database.js';

export interface SigningKey {
  id: number;
  secretKey: Uint8Array;
  publicKey: Uint8Array;
}

const cache = new WeakMap<Db, Promise<SigningKey>>();

/**
 * The active ticket signing key. The first start makes key 1; several processes racing here agree on
 * whichever insert won. The private key never leaves the server.
 */
export function activeSigningKey(db: Db): Promise<SigningKey> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: Db): Promise<SigningKey> {
  const existing = await db
    .selectFrom('signing_keys')
    .select(['id', 'secret_key', 'public_key'])
    .where('active', '=', true)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (existing) return { id: existing.id, secretKey: new Uint8Array(existing.secret_key), publicKey: new Uint8Array(existing.public_key) };
  const pair = generateSigningKeyPair();
  await db
    .insertInto('signing_keys')
    .values({ id: 1, public_key: pair.publicKey, secret_key: pair.secretKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return loadOrCreate(db);
}

/** Every key a kiosk may meet on a ticket, retired ones included (rotation). */
export function listPublicKeys(db: Db) {
  return db.selectFrom('signing_keys').select(['id', 'algorithm', 'public_key', 'active', 'created_at']).orderBy('id').execute();
}
