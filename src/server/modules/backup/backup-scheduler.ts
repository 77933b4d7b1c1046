import type { AppContext } from '../../http/context.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';
import { runBackup } from './backup.service.js';

/** How often each server process looks whether the automatic backup is due (the interval itself is hours). */
export const BACKUP_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Looks every few minutes whether the automatic backup is due and takes it; with several processes the
 * advisory lock and the shared record of runs make exactly one of them do it. Failures are already alerted.
 */
export function startBackupScheduler(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  // A failed backup is logged and alerted by runBackup already. The first look comes half a minute after the
  // start, away from migrations and the first requests.
  const backUp = () => runBackup(ctx, 'auto').catch(() => {});
  return startPeriodicJob(ctx.log, 'automatic backup', intervalMs, backUp, { firstAfterMs: 30_000 });
}
