import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Calls older than this are forgotten by any limit (the longest window is an hour). */
const FORGET_AFTER_MS = 24 * 3_600_000;

/**
 * Counts one call in `bucket` unless `max` fell in the window since `windowStart`, in one short transaction
 * under an advisory lock on the bucket, so two processes never both take the last call. Answers the oldest
 * call counted when refused (for Retry-After), else null. Expired rows of the bucket go as it is counted.
 */
export async function countHit(db: Db, bucket: string, max: number, windowStart: Date, now: Date): Promise<Date | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${bucket}`}, 0))`.execute(trx);
    await sql`delete from rate_limit_hits where bucket = ${bucket} and hit_at <= ${windowStart}`.execute(trx);
    const { rows } = await sql<{ count: number; oldest: Date | null }>`
      select count(*)::int as count, min(hit_at) as oldest from rate_limit_hits where bucket = ${bucket}`.execute(trx);
    if ((rows[0]?.count ?? 0) >= max) return rows[0]?.oldest ?? now;
    await sql`insert into rate_limit_hits (bucket, hit_at) values (${bucket}, ${now})`.execute(trx);
    return null;
  });
}

/** Forgets calls of buckets no one calls again (an order's, a network's). */
export async function forgetOldHits(db: Db, now: Date): Promise<void> {
  await sql`delete from rate_limit_hits where hit_at < ${new Date(now.getTime() - FORGET_AFTER_MS)}`.execute(db);
}
