import type { AppContext } from '../../http/context.js';
import { runBackup } from './backup.service.js';

/** How often each server process looks whether the automatic backup is due (the interval itself is hours). */
export const BACKUP_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Looks every few minutes whether the automatic backup is due and takes it; with several processes the
 * advisory lock and the shared record of runs make exactly one of them do it. Failures are already alerted.
 */
export function startBackupScheduler(ctx: AppContext, intervalMs: number | false) {
  if (!intervalMs) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = runBackup(ctx, 'auto')
      .catch(() => {})
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 30_000);
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
