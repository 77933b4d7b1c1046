import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What went back to the buyer: the order's refunds. */
export async function refundedCents(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
