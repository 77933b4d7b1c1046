import { generateSigningKeyPair } from '../../../shared/domain/ticket-code.js';
import { cached } from '../../db/cached.js';
import type { Db } from '../../db/database.js';
import * as keys from './signing-keys.repository.js';

export interface SigningKey {
  id: number;
  secretKey: Uint8Array;
  publicKey: Uint8Array;
}

/**
 * The active ticket signing key, kept until a rotation announces 'signing-keys'. The first start makes
 * key 1; several processes racing here agree on whichever insert won. The private key never leaves the server.
 */
export const activeSigningKey = cached({ topics: ['signing-keys'] }, (db) => loadOrCreate(db));

async function loadOrCreate(db: Db): Promise<SigningKey> {
  const existing = await keys.newestActiveKey(db);
  if (existing) return { id: existing.id, secretKey: new Uint8Array(existing.secret_key), publicKey: new Uint8Array(existing.public_key) };
  const pair = generateSigningKeyPair();
  await keys.insertFirstKey(db, pair);
  return loadOrCreate(db);
}

/** Every key a kiosk may meet on a ticket, retired ones included (rotation). */
export function listPublicKeys(db: Db) {
  return keys.allPublicKeys(db);
}
