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
