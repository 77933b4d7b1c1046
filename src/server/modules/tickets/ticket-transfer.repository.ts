import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/**
 * The ticket to hand on with what the rule needs, its row and its order's row locked: the door's admission
 * locks the ticket row too (checkin.repository), so a scan and a transfer of the same ticket never cross.
 */
export function lockTicketOfOrder(trx: Trx, orderId: number, ticketId: number) {
  return trx
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('performances', 'performances.id', 'tickets.performance_id')
    .select((eb) => [
      'tickets.id',
      'tickets.order_item_id',
      'tickets.performance_id',
      'tickets.category_id',
      'tickets.seat',
      'tickets.status',
      'tickets.holder_token',
      'orders.status as order_status',
      'orders.capture_claimed_until',
      'performances.starts_at',
      eb
        .exists(eb.selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.admitted', '=', true))
        .as('admitted'),
    ])
    .where('tickets.id', '=', ticketId)
    .where('tickets.order_id', '=', orderId)
    .forUpdate(['tickets', 'orders'])
    .executeTakeFirst();
}

export async function nextTicketId(trx: Trx): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval('tickets_id_seq')::int as id`.execute(trx);
  return Number(rows[0].id);
}

export interface Successor {
  id: number;
  orderId: number;
  old: { id: number; order_item_id: number; performance_id: number; category_id: number; seat: string | null };
  keyId: number;
  code: string;
  holder: { name: string; email: string; token: string };
}

/** The old ticket revoked for the doors (reason TRANSFERRED), its successor issued to the new holder. */
export async function replaceTicket(trx: Trx, successor: Successor, now: Date): Promise<void> {
  await trx.updateTable('tickets').set({ status: 'cancelled', cancelled_at: now, revoked_reason: 'TRANSFERRED' }).where('id', '=', successor.old.id).execute();
  await trx
    .insertInto('tickets')
    .values({
      id: successor.id,
      order_id: successor.orderId,
      order_item_id: successor.old.order_item_id,
      performance_id: successor.old.performance_id,
      category_id: successor.old.category_id,
      seat: successor.old.seat,
      key_id: successor.keyId,
      code: successor.code,
      holder_name: successor.holder.name,
      holder_email: successor.holder.email,
      holder_token: successor.holder.token,
      transferred_from: successor.old.id,
    })
    .execute();
}
