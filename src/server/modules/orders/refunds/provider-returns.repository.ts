import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type * as repo from '../orders.repository.js';
import type { ProviderReturn } from './provider-returns.js';

type Trx = Transaction<Database>;

/** Records money that went back, once: undefined when this return was recorded (completed) before. */
export function recordReturnPayment(trx: Trx, order: repo.OrderRow, back: ProviderReturn) {
  return trx
    .insertInto('payments')
    .values({
      order_id: order.id,
      provider: order.provider,
      kind: back.kind,
      provider_ref: back.ref,
      amount_cents: back.amountCents,
      currency: back.currency,
      status: 'COMPLETED',
    })
    .onConflict((oc) => oc.column('provider_ref').doUpdateSet({ status: 'COMPLETED' }).where('payments.status', '<>', 'COMPLETED'))
    .returning('id')
    .executeTakeFirst();
}

export function captureAmount(trx: Trx, captureRef: string) {
  return trx.selectFrom('payments').select(['amount_cents']).where('provider_ref', '=', captureRef).where('kind', '=', 'capture').executeTakeFirst();
}

/** All money that went back for the order so far (refunds and reversals completed). */
export async function returnedCents(trx: Trx, orderId: number): Promise<number> {
  const returned = await trx
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['refund', 'reversal'])
    .where('status', '=', 'COMPLETED')
    .executeTakeFirstOrThrow();
  return Number(returned.cents);
}

export async function settleCapture(trx: Trx, captureRef: string, status: 'REVERSED' | 'REFUNDED'): Promise<void> {
  await trx.updateTable('payments').set({ status }).where('provider_ref', '=', captureRef).where('kind', '=', 'capture').execute();
}

/**
 * Revokes the order's tickets nobody was admitted with yet (they join tickets/revoked.php with the reason
 * the door shows); a ticket already admitted stays on record as it was, with its check-in.
 */
export async function revokeUnadmitted(trx: Transaction<Database>, orderId: number, now: Date, reason: string) {
  const revoked = await trx
    .updateTable('tickets')
    .set({ status: 'cancelled', cancelled_at: now, revoked_reason: reason })
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.admitted', '=', true))),
    )
    .executeTakeFirst();
  const admitted = await trx
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .executeTakeFirstOrThrow();
  return { revoked: Number(revoked.numUpdatedRows), admitted: Number(admitted.n) };
}
