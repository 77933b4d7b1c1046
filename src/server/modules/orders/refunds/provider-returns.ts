import { formatCents } from '../../../../shared/domain/format.js';
import type { AppContext } from '../../../http/context.js';
import { raiseAlert } from '../../alerts/index.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../orders.repository.js';
import * as returnsRepo from './provider-returns.repository.js';
import { setRefundRequired } from './refunds.repository.js';

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
      const recorded = await returnsRepo.recordReturnPayment(trx, order, back);
      if (!recorded) return 'already-refunded' as const;
      const capture = await returnsRepo.captureAmount(trx, back.captureId);
      const returned = await returnsRepo.returnedCents(trx, order.id);
      if (capture && returned < capture.amount_cents) return 'partial' as const;
      await returnsRepo.settleCapture(trx, back.captureId, back.kind === 'reversal' ? 'REVERSED' : 'REFUNDED');
      if (locked.status === 'CAPTURED') {
        // The sold tickets go back to the quota with the order.
        // A staff cancel that waited for PayPal's refund (issue 52 item 5) ends here as the staff's cancel.
        const staffCancel = back.kind === 'refund' && locked.cancelled_by !== null && locked.cancel_reason !== null;
        await repo.closeOrder(trx, order.id, 'CANCELLED', {
          cancelled_at: now,
          ...(staffCancel ? {} : { failure_reason: back.kind === 'reversal' ? 'REVERSED_AT_PROVIDER' : 'REFUNDED_AT_PROVIDER' }),
        });
      }
      // Whatever the order was, nothing is owed any more.
      await setRefundRequired(trx, order.id, false);
      const revoked = await returnsRepo.revokeUnadmitted(trx, order.id, now, back.kind === 'reversal' ? 'PAYMENT_REVERSED' : 'REFUNDED');
      await recordAudit(trx, {
        action: back.kind === 'reversal' ? 'payment.reversed' : 'payment.refunded_at_provider',
        subject: `order:${order.id}`,
        orderId: order.id,
        changes: {
          ref: back.ref,
          capture: back.captureId,
          amount_cents: back.amountCents,
          currency: back.currency,
          tickets_revoked: revoked.revoked,
          tickets_admitted: revoked.admitted,
        },
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
  else if (outcome !== 'already-refunded')
    ctx.log.warn({ orderId: order.id, ref: back.ref, outcome }, 'payment went back at the provider: order cancelled, tickets revoked');
  return outcome;
}
