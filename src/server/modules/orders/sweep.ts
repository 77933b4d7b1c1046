import type { AppContext } from '../../http/context.js';
import { expireHolds } from './orders.repository.js';

/** Marks expired holds EXPIRED. Availability already ignores them; this keeps the order list honest. */
export async function sweepExpiredHolds(ctx: AppContext): Promise<number> {
  const expired = await expireHolds(ctx.db, ctx.now());
  if (expired > 0) ctx.log.info({ expired }, 'expired holds released');
  return expired;
}

export function startHoldSweep(ctx: AppContext, intervalMs: number | false) {
  if (!intervalMs) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpiredHolds(ctx)
      .catch((error) => ctx.log.error({ err: error }, 'hold sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
