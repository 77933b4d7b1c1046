import { sql } from 'kysely';
import type { AppContext } from '../../http/context.js';
import { takenPerQuota } from '../events/availability.js';
import { type CapacityGuard, LOCKED_CAPACITY_GUARD, perQuota } from './quota.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

/**
 * The lock helper: how a hold's capacity check is tied to the quota row. Normally the check runs inside the
 * hold's statement on the newest version of the locked row. The control test (testFlags.holdsWithoutLock)
 * switches that off here and only here: the check then uses free places read beforehand, with a yield to
 * other requests in between (interleaveHolds), so the oversell tests prove they can fail.
 */
export async function capacityGuard(ctx: AppContext, lines: ResolvedLine[]): Promise<CapacityGuard> {
  if (!ctx.testFlags.holdsWithoutLock) return LOCKED_CAPACITY_GUARD;
  const wanted = perQuota(lines);
  const performanceIds = [...new Set(wanted.map((w) => w.performanceId))];
  const [taken, capacities] = await Promise.all([
    takenPerQuota(ctx.db, performanceIds, ctx.now()),
    ctx.db.selectFrom('quotas').select(['performance_id', 'category_id', 'capacity']).where('performance_id', 'in', performanceIds).execute(),
  ]);
  if (ctx.testFlags.interleaveHolds) await new Promise((resolve) => setImmediate(resolve));
  const free = capacities.map((q) => sql`WHEN w.performance_id = ${q.performance_id} AND w.category_id = ${q.category_id} THEN ${q.capacity - (taken.get(`${q.performance_id}:${q.category_id}`) ?? 0)}::int`);
  return sql<boolean>`(CASE ${sql.join(free, sql` `)} ELSE 0 END) >= w.n`;
}
