import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

export function findDispute(db: Db, disputeId: string) {
  return db.selectFrom('payment_disputes').selectAll().where('dispute_id', '=', disputeId).executeTakeFirst();
}

/** The dispute as PayPal reports it now, created or brought up to date. */
export async function upsertDispute(
  trx: Transaction<Database>,
  disputeId: string,
  row: Omit<Insertable<Database['payment_disputes']>, 'dispute_id' | 'created_at'>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('payment_disputes')
    .values({ dispute_id: disputeId, ...row, created_at: now })
    .onConflict((oc) => oc.column('dispute_id').doUpdateSet(row))
    .execute();
}
