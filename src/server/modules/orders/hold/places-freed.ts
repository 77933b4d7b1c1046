import type { AppContext } from '../../../http/context.js';

/**
 * Hooks for the waiting list (modules/waiting-list, wired by compose.ts; orders may not import it, it
 * imports orders). `freed` runs after a commit that gave places back (a return, a cancel, an expired hold),
 * so waiting people are offered them at once. Until the offer is made, the hold statement itself keeps
 * those places from the public (migration 043).
 */
export interface PlacesHooks {
  freed: () => Promise<void>;
}

/** Places came free: the waiting list hears of it; a failure there never fails what freed them. */
export async function placesFreed(ctx: AppContext): Promise<void> {
  try {
    await ctx.placesHooks.freed();
  } catch (error) {
    ctx.log.error({ err: error instanceof Error ? error.message : String(error) }, 'waiting list offer failed');
  }
}
