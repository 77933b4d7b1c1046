import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Trx = Transaction<Database>;

export function recordTicketCancellation(trx: Trx, values: Insertable<Database['ticket_cancellations']>) {
  return trx.insertInto('ticket_cancellations').values(values).returning('id').executeTakeFirstOrThrow();
}

/** The cancelled tickets point to the cancellation that revoked them. */
export async function linkCancelledTickets(trx: Trx, ticketIds: number[], cancellationId: number): Promise<void> {
  await trx.updateTable('tickets').set({ cancellation_id: cancellationId }).where('id', 'in', ticketIds).execute();
}
