import type { AppContext } from '../../../http/context.js';
import type { DomainError } from '../../../http/errors.js';
import type { ResolvedLine } from './resolve-cart.js';

/**
 * Hooks for the waiting list (modules/waiting-list, registered by app.ts; orders may not import it, it
 * imports orders). `freed` runs after a commit that gave places back (a return, a cancel, an expired hold),
 * so waiting people are offered them at once; `gate` may refuse a public hold for places people wait for.
 */
export interface PlacesHooks {
  freed: () => Promise<void>;
  gate: (lines: ResolvedLine[]) => Promise<DomainError | null>;
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

/** Why the public may not hold these lines (people wait for them), or null. */
export async function publicHoldRefusal(ctx: AppContext, lines: ResolvedLine[]): Promise<DomainError | null> {
  return (await hooks.get(ctx)?.gate(lines)) ?? null;
}
