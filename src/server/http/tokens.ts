import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database signs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
