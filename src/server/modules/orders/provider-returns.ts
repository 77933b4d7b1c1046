import { sql } from 'kysely';
import type { AppContext } from '../../http/context.js';
import { recordAudit } from '../audit/record-audit.js';
import * as repo from './orders.repository.js';

export interface ProviderReturn {
  kind: 'refund' | 'reversal';
  /** The provider's refund id, or `reversal-<capture id>` for a chargeback. */
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
      // A money event for the audit log, in the transaction that books it (chargebacks are the PayPal module's).
      if (back.kind === 'refund') {
        await recordAudit(trx, {
          action: 'refund.confirmed',
          subject: `payment:${back.ref}`,
          orderId: order.id,
          changes: { refund: [null, { ref: back.ref, cents: back.amountCents, currency: back.currency }] },
        });
      }
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
      await trx.updateTable('tickets').set({ status: 'cancelled', cancelled_at: now }).where('order_id', '=', order.id).where('status', '=', 'valid').execute();
      return back.kind === 'reversal' ? ('reversed' as const) : ('refunded' as const);
    });
  if (outcome === 'partial') ctx.log.warn({ orderId: order.id, ref: back.ref }, 'part of a payment went back at the provider; tickets stay valid');
  else if (outcome !== 'already-refunded') ctx.log.warn({ orderId: order.id, ref: back.ref, outcome }, 'payment went back at the provider: order cancelled, tickets revoked');
  return outcome;
}
