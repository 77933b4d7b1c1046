import type { AppContext } from '../../http/context.js';
import { takenPerQuota } from '../events/availability.js';
import { type FreePlaces, perQuota } from './quota.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

/**
 * The lock helper: how a hold's capacity check is tied to the quota row. Normally the check runs inside the
 * hold's statement on the newest version of the locked row. The control test (testFlags.holdsWithoutLock)
 * switches that off here and only here: the check then uses free places read beforehand, with a yield to
 * other requests in between (interleaveHolds), so the oversell tests prove they can fail.
 */
export async function capacityGuard(ctx: AppContext, lines: ResolvedLine[]): Promise<FreePlaces> {
  if (!ctx.testFlags.holdsWithoutLock) return undefined;
  const wanted = perQuota(lines);
  const performanceIds = [...new Set(wanted.map((w) => w.performanceId))];
  const [taken, capacities] = await Promise.all([
    takenPerQuota(ctx.db, performanceIds, ctx.now()),
    ctx.db.selectFrom('quotas').select(['performance_id', 'category_id', 'capacity']).where('performance_id', 'in', performanceIds).execute(),
  ]);
  if (ctx.testFlags.interleaveHolds) await new Promise((resolve) => setImmediate(resolve));
  return Object.fromEntries(capacities.map((q) => [`${q.performance_id}:${q.category_id}`, q.capacity - (taken.get(`${q.performance_id}:${q.category_id}`) ?? 0)]));
}
