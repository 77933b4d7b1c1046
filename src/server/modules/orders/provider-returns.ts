import { sql, type Transaction } from 'kysely';
import { formatCents } from '../../../shared/domain/format.js';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { raiseAlert } from '../alerts/raise-alert.js';
import { recordAudit } from '../audit/record-audit.js';
import * as repo from './orders.repository.js';

export interface ProviderReturn {
  kind: 'refund' | 'reversal';
  /** The provider's refund id, or the reversal's own id for a chargeback. */
  ref: string;
  captureId: string;
  amountCents: number;
  currency: string;
}

export type ReturnOutcome = 'refunded' | 'reversed' | 'partial' | 'already-refunded';

/**
 * Money went back to the buyer at the provider (a refund, ours or one made in PayPal's dashboard, or a
 * chargeback): recorded once, and once the whole capture is back the order is cancelled and its tickets
 * revoked, so kiosks learn it from tickets/revoked.php with their next sync.
 */
export async function recordProviderReturn(ctx: AppContext, order: repo.OrderRow, back: ProviderReturn): Promise<ReturnOutcome> {
  const now = ctx.now();
  const outcome = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const locked = await repo.lockOrder(trx, order.id);
      const recorded = await trx
        .insertInto('payments')
        .values({ order_id: order.id, provider: order.provider, kind: back.kind, provider_ref: back.ref, amount_cents: back.amountCents, currency: back.currency, status: 'COMPLETED' })
        .onConflict((oc) => oc.column('provider_ref').doUpdateSet({ status: 'COMPLETED' }).where('payments.status', '<>', 'COMPLETED'))
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return 'already-refunded' as const;
      const capture = await trx.selectFrom('payments').select(['amount_cents']).where('provider_ref', '=', back.captureId).where('kind', '=', 'capture').executeTakeFirst();
      const returned = await trx
        .selectFrom('payments')
        .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
        .where('order_id', '=', order.id)
        .where('kind', 'in', ['refund', 'reversal'])
        .where('status', '=', 'COMPLETED')
        .executeTakeFirstOrThrow();
      if (capture && Number(returned.cents) < capture.amount_cents) return 'partial' as const;
      const settledStatus = back.kind === 'reversal' ? 'REVERSED' : 'REFUNDED';
      await trx.updateTable('payments').set({ status: settledStatus }).where('provider_ref', '=', back.captureId).where('kind', '=', 'capture').execute();
      if (locked.status === 'CAPTURED') {
        // The sold tickets go back to the quota with the order.
        await repo.closeOrder(trx, order.id, 'CANCELLED', {
          cancelled_at: now,
          failure_reason: back.kind === 'reversal' ? 'REVERSED_AT_PROVIDER' : 'REFUNDED_AT_PROVIDER',
        });
      }
      // Whatever the order was, nothing is owed any more.
      await trx.updateTable('orders').set({ refund_required: false }).where('id', '=', order.id).execute();
      const revoked = await revokeUnadmitted(trx, order.id, now, back.kind === 'reversal' ? 'PAYMENT_REVERSED' : 'REFUNDED');
      await recordAudit(trx, {
        action: back.kind === 'reversal' ? 'payment.reversed' : 'payment.refunded_at_provider',
        subject: `order:${order.id}`,
        orderId: order.id,
        changes: { ref: back.ref, capture: back.captureId, amount_cents: back.amountCents, currency: back.currency, tickets_revoked: revoked.revoked, tickets_admitted: revoked.admitted },
      });
      if (back.kind === 'reversal') {
        await raiseAlert(trx, {
          kind: 'CHARGEBACK',
          orderId: order.id,
          dedupeKey: `chargeback:${back.ref}`,
          message: `PayPal hat die Zahlung der Bestellung ${order.id} zurückgebucht (${formatCents(back.amountCents)}). ${revoked.revoked} Ticket(s) gesperrt${revoked.admitted ? `, ${revoked.admitted} bereits eingelassen` : ''}.`,
          details: { ref: back.ref, capture: back.captureId, amount_cents: back.amountCents },
        });
      }
      return back.kind === 'reversal' ? ('reversed' as const) : ('refunded' as const);
    });
  if (outcome === 'partial') ctx.log.warn({ orderId: order.id, ref: back.ref }, 'part of a payment went back at the provider; tickets stay valid');
  else if (outcome !== 'already-refunded') ctx.log.warn({ orderId: order.id, ref: back.ref, outcome }, 'payment went back at the provider: order cancelled, tickets revoked');
  return outcome;
}

/**
 * Revokes the order's tickets nobody was admitted with yet (they join tickets/revoked.php with the reason
 * the door shows); a ticket already admitted stays on record as it was, with its check-in.
 */
async function revokeUnadmitted(trx: Transaction<Database>, orderId: number, now: Date, reason: string) {
  const revoked = await trx
    .updateTable('tickets')
    .set({ status: 'cancelled', cancelled_at: now, revoked_reason: reason })
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.admitted', '=', true))),
    )
    .executeTakeFirst();
  const admitted = await trx.selectFrom('tickets').select((eb) => eb.fn.countAll<string>().as('n')).where('order_id', '=', orderId).where('status', '=', 'valid').executeTakeFirstOrThrow();
  return { revoked: Number(revoked.numUpdatedRows), admitted: Number(admitted.n) };
}
