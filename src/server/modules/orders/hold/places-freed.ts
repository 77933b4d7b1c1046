import type { AppContext } from '../../../http/context.js';

/**
 * Hooks for the waiting list (modules/waiting-list, registered by app.ts; orders may not import it, it
 * imports orders). `freed` runs after a commit that gave places back (a return, a cancel, an expired hold),
 * so waiting people are offered them at once. Until the offer is made, the hold statement itself keeps
 * those places from the public (migration 043).
 */
export interface PlacesHooks {
  freed: () => Promise<void>;
}

const hooks = new WeakMap<AppContext, PlacesHooks>();

export function registerPlacesHooks(ctx: AppContext, placesHooks: PlacesHooks): void {
  hooks.set(ctx, placesHooks);
}

/** Places came free: the waiting list hears of it; a failure there never fails what freed them. */
export async function placesFreed(ctx: AppContext): Promise<void> {
  try {
    await hooks.get(ctx)?.freed();
  } catch (error) {
    ctx.log.error({ err: error instanceof Error ? error.message : String(error) }, 'waiting list offer failed');
  }
}
