import { counterDifferences } from '../../../shared/domain/counter-check.js';
import type { AppContext } from '../../http/context.js';
import { raiseAlert } from '../alerts/index.js';
import { countQuotasFromOrders, quotaCounters } from './hold/quota.repository.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';

/** How often production compares the quota counters with the orders (issue 30). */
export const COUNTER_CHECK_MS = 15 * 60_000;

/**
 * Compares the stored quota counters with a count from the orders, both read in one snapshot (so a sale
 * committing meanwhile cannot make them differ), and alerts the staff on any difference. It never corrects
 * a counter: a difference means a defect, and a person decides what is right.
 */
export async function checkCounters(ctx: AppContext) {
  const differences = await ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => counterDifferences(await quotaCounters(trx), await countQuotasFromOrders(trx)));
  if (differences.length === 0) return differences;
  ctx.log.error({ differences }, 'quota counters differ from the orders');
  const names = differences.map((difference) => difference.counter);
  await raiseAlert(ctx.db, {
    kind: 'COUNTER_MISMATCH',
    message: `Die Ticketzähler stimmen nicht mit den Bestellungen überein (${names.slice(0, 5).join(', ')}${names.length > 5 ? ' …' : ''}). Bitte prüfen; es wurde nichts automatisch korrigiert.`,
    // The same differences stay one open alert; a different set is a new finding.
    dedupeKey: `counter-mismatch:${names.join(',')}`,
    details: { differences },
  });
  return differences;
}

export function startCounterCheck(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  return startPeriodicJob(ctx.log, 'counter check', intervalMs, () => checkCounters(ctx));
}
