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

/** The event's own sign-off for its mails; '' when it has none (the shop's then stands). */
export async function eventSignature(db: Db, eventId: number | undefined): Promise<string> {
  if (eventId === undefined) return '';
  const row = await db.selectFrom('events').select('mail_signature').where('id', '=', eventId).executeTakeFirst();
  return row?.mail_signature.trim() ?? '';
}
