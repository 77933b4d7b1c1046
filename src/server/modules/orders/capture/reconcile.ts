import type { AppContext } from '../../../http/context.js';
import { DomainError } from '../../../domain-errors.js';
import { ProviderError, providerForOrder } from '../../payments/index.js';
import { captureClaimMs } from './capture-claim.js';
import { settle } from './fulfil.js';
import * as repo from '../orders.repository.js';

export type Reconciled = 'captured' | 'refund' | 'released' | 'expired' | 'pending' | 'unknown' | 'busy';

/**
 * Finishes one order whose capture was interrupted: asks the provider what became of it, then issues the
 * tickets it was paid for (or flags the refund), or gives the hold back. Takes the capture claim first, so
 * it never races a buyer's own retry.
 */
export async function reconcileOrder(ctx: AppContext, order: repo.OrderRow): Promise<Reconciled> {
  const now = ctx.now();
  if (!(await repo.claimCapture(ctx.db, { id: order.id }, now, new Date(now.getTime() + captureClaimMs(ctx.config))))) return 'busy';
  try {
    const provider = await providerForOrder(ctx, order);
    const paid = await provider.getOrder(order.provider_order_id as string);
    if (paid.captures.some((capture) => capture.status === 'COMPLETED')) {
      try {
        await settle(ctx, order, paid);
        return 'captured';
      } catch (error) {
        if (error instanceof DomainError && error.code === 'REFUND_REQUIRED') return 'refund';
        throw error;
      }
    }
    if (paid.captures.some((capture) => capture.status === 'PENDING')) return 'pending';
    if (order.expires_at <= now) {
      await repo.expireUnpaid(ctx.db, order.id);
      return 'expired';
    }
    return 'released';
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ orderId: order.id, issue: error.issue }, 'interrupted capture: provider not reachable, asking again on the next sweep');
    return 'unknown';
  } finally {
    await repo.releaseCapture(ctx.db, order.id);
  }
}

/** Part of the hold sweep: every capture a crash or a timeout left unsettled gets the provider's answer. */
export async function reconcileInterruptedCaptures(ctx: AppContext): Promise<Reconciled[]> {
  const outcomes: Reconciled[] = [];
  for (const order of await repo.unsettledCaptures(ctx.db, ctx.now())) {
    const outcome = await reconcileOrder(ctx, order);
    if (outcome !== 'busy') ctx.log.info({ orderId: order.id, outcome }, 'interrupted capture reconciled with the provider');
    outcomes.push(outcome);
  }
  return outcomes;
}
