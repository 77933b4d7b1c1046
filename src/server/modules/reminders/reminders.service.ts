import { reminderWindow } from '../../../shared/domain/reminders.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { kickMailWorker } from '../mail/index.js';
import { queueDueReminders } from './reminders.repository.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';

/** Reminders are looked for every five minutes: a reminder days ahead needs no finer clock. */
export const REMINDER_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Queues the reminders now due ("Erinnerung vor dem Event (Tage)") into the mail outbox, where the mail
 * worker sends them and staff see them; returns how many were queued.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const days = await readConfigValue(ctx.db, 'event_reminder_days');
  const now = ctx.now();
  const window = reminderWindow(typeof days === 'number' ? days : 0, now);
  if (!window) return 0;
  const queued = await queueDueReminders(ctx.db, window, now);
  if (queued.length > 0) {
    ctx.log.info({ count: queued.length }, 'reminders queued');
    kickMailWorker(ctx);
  }
  return queued.length;
}

export function startReminders(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  return startPeriodicJob(ctx.log, 'reminders', intervalMs, () => sendDueReminders(ctx));
}
