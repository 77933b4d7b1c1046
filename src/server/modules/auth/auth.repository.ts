import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'status'])
    .where(({ fn, eb }) => eb(fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

/** `now` is the app's clock, the one the idle limit is checked against (the database's own could differ). */
export async function insertSession(db: Db, userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insertInto('sessions').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: now, last_seen_at: now }).execute();
}

export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.ended_at',
      'users.id as user_id',
      'users.username',
      'users.status',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function endSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: now }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
}

export async function endSessionsOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
}

export async function permissionKeysOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_name', 'user_roles.role_name')
    .select('role_permissions.permission_key')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .orderBy('role_permissions.permission_key')
    .execute();
  return rows.map((row) => row.permission_key);
}

/** Serialises the sign-in attempts of one address, so parallel guesses cannot all pass the same check. */
export async function lockAddressAttempts(db: Db, address: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(7291002, hashtext(${address}))`.execute(db);
}

/** Serialises the attempts against one target (issue 38); taken after the address's lock, never before it. */
export async function lockTargetAttempts(db: Db, target: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(7291003, hashtext(${target}))`.execute(db);
}

export async function failureHistory(db: Db, subject: string, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.min('failed_at').as('oldest'), fn.max('failed_at').as('newest')])
    .where('subject', '=', subject)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    oldest: row.oldest ? new Date(row.oldest) : null,
    newest: row.newest ? new Date(row.newest) : null,
  };
}

export async function recordFailures(db: Db, subjects: string[], now: Date): Promise<number[]> {
  const rows = await db
    .insertInto('login_failures')
    .values(subjects.map((subject) => ({ subject, failed_at: now })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteFailures(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('login_failures').where('id', 'in', ids).execute();
}

export async function clearFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', subject).execute();
}

export async function pruneFailures(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<', before).execute();
}
