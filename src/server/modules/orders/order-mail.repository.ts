import type { Db } from '../../db/database.js';
import type { RefundRow } from '../../../shared/domain/refund-statement.js';

/** What goes back to the buyer: the order's refunds and reversals, with the provider's status of each. */
export function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db
    .selectFrom('payments')
    .select(['provider_ref', 'status', 'amount_cents'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['refund', 'reversal'])
    .orderBy('id')
    .execute();
}

/** The event's own sign-off for its mails; '' when it has none (the shop's then stands). */
export async function eventSignature(db: Db, eventId: number | undefined): Promise<string> {
  if (eventId === undefined) return '';
  const row = await db.selectFrom('events').select('mail_signature').where('id', '=', eventId).executeTakeFirst();
  return row?.mail_signature.trim() ?? '';
}

/** Each event's venue country ('' for Germany): it picks the tax rule of the order's lines. */
export async function eventCountries(db: Db, eventIds: number[]): Promise<Map<number, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('events').select(['id', 'location']).where('id', 'in', eventIds).execute();
  return new Map(rows.map((row) => [row.id, row.location.country ?? '']));
}
