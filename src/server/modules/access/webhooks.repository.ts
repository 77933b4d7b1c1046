import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export async function currentSecret(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('webhook_secrets').select('secret').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.secret;
}

export async function insertSecret(db: Db, secret: string): Promise<void> {
  await db.insertInto('webhook_secrets').values({ secret }).execute();
}

export function recentDeliveries(db: Db, limit: number) {
  return db.selectFrom('webhook_deliveries').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Claims due deliveries for a while, so two processes (or two runs) never send one twice at once. */
export async function claimDue(db: Db, now: Date, until: Date, limit: number) {
  return db
    .updateTable('webhook_deliveries')
    .set({ claimed_until: until })
    .where(
      'id',
      'in',
      db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'event', 'order_id', 'payload', 'attempts', 'created_at'])
    .execute();
}

export async function markDelivered(db: Db, id: string, now: Date, status: number): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ delivered_at: now, attempts: sql`attempts + 1`, last_status: status, last_error: null, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: string, failure: { status: number | null; error: string; nextAttemptAt: Date | null; now: Date }): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: sql`attempts + 1`,
      last_status: failure.status,
      last_error: failure.error.slice(0, 500),
      claimed_until: null,
      ...(failure.nextAttemptAt ? { next_attempt_at: failure.nextAttemptAt } : { gave_up_at: failure.now }),
    })
    .where('id', '=', id)
    .execute();
}
