import argon2 from 'argon2';
import type { Config } from '../../config.js';

/**
 * Passwords arrive as the client's SHA-256 hex (spec §5) and are stored as argon2id over that value;
 * argon2 adds its own random salt, so the same password never gives the same stored value.
 */
export function hashPassword(clientHash: string, cost: Config['argon2']): Promise<string> {
  return argon2.hash(clientHash.toLowerCase(), { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(stored: string, clientHash: string): Promise<boolean> {
  try {
    return await argon2.verify(stored, clientHash.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * A stored value no password matches, of the same cost as `hashPassword`'s, for an unknown user: checking
 * against it takes the same argon2 work as a wrong password (the two answer alike). Built from the cost, so
 * nothing is computed ahead or kept between calls; its salt and digest are fixed bytes no input hashes to.
 */
export function dummyPasswordHash(cost: Config['argon2']): string {
  return `$argon2id$v=19$m=${cost.memoryCost},p=4,t=${cost.timeCost}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`;
}
