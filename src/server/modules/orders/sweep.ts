import type { AppContext } from '../../http/context.js';
import { releaseExpiredHolds } from './quota.repository.js';
import { reconcileInterruptedCaptures } from './reconcile.js';
import { settleRefunds } from './refunds.js';

/**
 * Settles or releases captures a crash or a timeout interrupted (asking the provider), then releases the
 * other expired holds: their tickets leave the quota counters and they are marked EXPIRED. Availability
 * already ignores them; this keeps the counters lean and the order list honest.
 */
export async function sweepExpiredHolds(ctx: AppContext): Promise<number> {
  await reconcileInterruptedCaptures(ctx);
  await settleRefunds(ctx);
  const { released, expired } = await releaseExpiredHolds(ctx.db, ctx.now());
  if (released > 0) ctx.log.info({ released, expired }, 'expired holds released');
  return expired;
}

export function startHoldSweep(ctx: AppContext, intervalMs: number | false) {
  if (!intervalMs) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = sweepExpiredHolds(ctx)
      .catch((error) => ctx.log.error({ err: error }, 'hold sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  // Once right away: after a crash, interrupted captures are finished as soon as their claim runs out.
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
