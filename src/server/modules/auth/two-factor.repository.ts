import { sql } from 'kysely';
import type { ChallengeKind } from './auth.table.js';
import type { Db } from '../../db/database.js';

export function findTwoFactor(db: Db, userId: number) {
  return db.selectFrom('user_two_factor').select(['secret', 'confirmed_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** A new secret waiting for its confirming code; replaces an unconfirmed one, never a confirmed one. */
export async function savePendingSecret(db: Db, userId: number, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: sql`now()` }).where('user_two_factor.confirmed_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Accepts the code's step only if it is newer than the last accepted one: a code works once. */
export async function acceptStep(db: Db, userId: number, step: number, now: Date, confirm: boolean): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set(confirm ? { last_step: step, confirmed_at: now } : { last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks an unused recovery code used; answers whether there was one. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function removeTwoFactor(db: Db, userId: number): Promise<boolean> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('user_two_factor').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
  return Boolean(removed);
}

export async function insertChallenge(db: Db, challenge: { token_hash: string; user_id: number; kind: ChallengeKind; kiosk: boolean; expires_at: Date }) {
  await db.insertInto('login_challenges').values(challenge).execute();
}

export function findChallenge(db: Db, tokenHash: string) {
  return db
    .selectFrom('login_challenges')
    .innerJoin('users', 'users.id', 'login_challenges.user_id')
    .select([
      'login_challenges.id',
      'login_challenges.kind',
      'login_challenges.kiosk',
      'login_challenges.expires_at',
      'login_challenges.ended_at',
      'users.id as user_id',
      'users.username',
      'users.status',
    ])
    .where('login_challenges.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Ends a challenge once: a second use of the same one (a replay, a double click) finds it ended. */
export async function endChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('login_challenges')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function pruneChallenges(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', before).execute();
}

/**
 * One setting read straight from the settings table: the configuration module depends on this one (for
 * the signed-in user), so this one cannot ask it. Stored values are JSON; a missing one is `undefined`.
 */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
