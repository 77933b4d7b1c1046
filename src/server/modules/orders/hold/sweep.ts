import type { AppContext } from '../../../http/context.js';
import { type PeriodicJob, startPeriodicJob } from '../../../periodic-job.js';
import { placesFreed } from './places-freed.js';
import { releaseExpiredHolds } from './quota.repository.js';
import { reconcileInterruptedCaptures } from '../capture/reconcile.js';
import { settleRefunds } from '../refunds/refunds.js';

/**
 * Settles or releases captures a crash or a timeout interrupted (asking the provider), then releases the
 * other expired holds: their tickets leave the quota counters and they are marked EXPIRED. Availability
 * already ignores them; this keeps the counters lean and the order list honest.
 */
export async function sweepExpiredHolds(ctx: AppContext): Promise<number> {
  await reconcileInterruptedCaptures(ctx);
  await settleRefunds(ctx);
  const { released, expired } = await releaseExpiredHolds(ctx.db, ctx.now());
  if (released > 0) {
    ctx.log.info({ released, expired }, 'expired holds released');
    await placesFreed(ctx);
  }
  return expired;
}

export function startHoldSweep(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  // Once right away: after a crash, interrupted captures are finished as soon as their claim runs out.
  return startPeriodicJob(ctx.log, 'hold sweep', intervalMs, () => sweepExpiredHolds(ctx), { firstAfterMs: 0 });
}
