import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type * as repo from '../orders.repository.js';

/** The order's tickets with what revoking one needs to know: price, performance start, admission. */
export function revocableTickets(db: Db, orderId: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
    .innerJoin('performances', 'performances.id', 'tickets.performance_id')
    .select((eb) => [
      'tickets.id',
      'tickets.status',
      'tickets.order_item_id',
      'tickets.performance_id',
      'tickets.category_id',
      'tickets.seat',
      'tickets.holder_name',
      'order_items.unit_price_cents',
      'performances.starts_at',
      eb
        .exists(eb.selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.admitted', '=', true))
        .as('admitted'),
    ])
    .where('tickets.order_id', '=', orderId)
    .orderBy('tickets.id')
    .execute();
}

export type RevocableTicket = Awaited<ReturnType<typeof revocableTickets>>[number];

/** Revokes those of the tickets still valid; answers the ones it revoked. */
export function revokeTickets(trx: Transaction<Database>, ids: number[], how: { now: Date; reason: 'RETURNED' | 'CANCELLED'; refundRef: string | null }) {
  return trx
    .updateTable('tickets')
    .set({ status: 'cancelled', cancelled_at: how.now, revoked_reason: how.reason, refund_ref: how.refundRef })
    .where('id', 'in', ids)
    .where('status', '=', 'valid')
    .returning(['id', 'order_item_id', 'performance_id', 'category_id', 'seat'])
    .execute();
}

type RevokedTicket = Awaited<ReturnType<typeof revokeTickets>>[number];

/** A revoked ticket's place goes back: to the quota (or the box office's count), and its seat is free. */
export async function giveBackPlace(trx: Transaction<Database>, ticket: RevokedTicket, current: Pick<repo.OrderRow, 'id' | 'channel'>): Promise<void> {
  await trx.updateTable('order_items').set({ returned: sql`returned + 1` }).where('id', '=', ticket.order_item_id).execute();
  if (current.channel === 'box_office') {
    await trx.updateTable('performances').set({ box_office_sold: sql`box_office_sold - 1` }).where('id', '=', ticket.performance_id).execute();
  } else {
    await trx
      .updateTable('quotas')
      .set({ sold: sql`sold - 1` })
      .where('performance_id', '=', ticket.performance_id)
      .where('category_id', '=', ticket.category_id)
      .execute();
  }
  if (ticket.seat) {
    await trx
      .deleteFrom('seat_claims')
      .where('performance_id', '=', ticket.performance_id)
      .where('seat', '=', ticket.seat)
      .where('order_id', '=', current.id)
      .execute();
  }
}

/** List price of all the order's tickets, what went back already (refunds not failed) and what of it is still pending. */
export async function orderMoney(db: Db, orderId: number) {
  const items = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql`quantity * unit_price_cents`), sql<string>`0`).as('list'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('refunded'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', 'not in', ['FAILED', 'CANCELLED'])
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('cents'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return { listCents: Number(items.list), refundedCents: Number(refunds.refunded), refundPendingCents: Number(pending.cents) };
}
