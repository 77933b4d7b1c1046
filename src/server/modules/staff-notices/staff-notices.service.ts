import { digestDay, ORDER_NOTICE_LOOKBACK_MS, parseRecipients } from '../../../shared/domain/staff-notices.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { kickMailWorker } from '../mail/index.js';
import { anyPaidBetween, queueDigest, queueOrderNotices } from './staff-notices.repository.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';

/** New orders are looked for every minute: "per order" should feel immediate to the box office. */
export const STAFF_NOTICE_INTERVAL_MS = 60_000;

/**
 * Queues the staff mails now due ("Neue Bestellungen per E-Mail"): one per newly paid order, or the
 * previous day's summary, to each configured address; returns how many mails were queued.
 */
export async function sendStaffNotices(ctx: AppContext): Promise<number> {
  const [enabled, mode, recipientsText] = await Promise.all([
    readConfigValue(ctx.db, 'notify_new_orders_mail'),
    readConfigValue(ctx.db, 'notify_new_orders_mode'),
    readConfigValue(ctx.db, 'notify_new_orders_recipients'),
  ]);
  const { addresses } = parseRecipients(typeof recipientsText === 'string' ? recipientsText : '');
  if (enabled !== true || addresses.length === 0) return 0;
  const now = ctx.now();
  let queued = 0;
  if (mode === 'daily') {
    const due = digestDay(now);
    if (due && (await anyPaidBetween(ctx.db, due.from, due.until))) queued = await queueDigest(ctx.db, { day: due.day, now, recipients: addresses });
  } else {
    queued = await queueOrderNotices(ctx.db, { since: new Date(now.getTime() - ORDER_NOTICE_LOOKBACK_MS), now, recipients: addresses });
  }
  if (queued > 0) kickMailWorker(ctx);
  return queued;
}

export function startStaffNotices(ctx: AppContext, intervalMs: number | false): PeriodicJob {
  return startPeriodicJob(ctx.log, 'staff notices', intervalMs, () => sendStaffNotices(ctx));
}
