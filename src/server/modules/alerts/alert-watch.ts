import fs from 'node:fs';
import { bytesText, diskIsFull, MAIL_FAILING_ATTEMPTS, REFUND_PENDING_AFTER_MS, UNSETTLED_AFTER_MS } from '../../../shared/domain/alert-rules.js';
import { formatCents } from '../../../shared/domain/format.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { kickMailWorker } from '../mail/index.js';
import { failingMails, pendingRefunds, unsettledPayments } from './alert-conditions.repository.js';
import { alertRecipients, everRaised, queueAlertMails, unmailedAlerts } from './alerts.repository.js';
import { type NewAlert, raiseAlert } from './raise-alert.js';
import { type PeriodicJob, startPeriodicJob } from '../../periodic-job.js';

export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
}
/** How full the data folder's disk is; null where it cannot be told. Tests hand in a full disk. */
export type DiskProbe = () => Promise<DiskSpace | null>;

export function dataDiskProbe(dir: string): DiskProbe {
  return async () => {
    try {
      const stats = await fs.promises.statfs(dir);
      return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch {
      return null;
    }
  };
}

/** Raises a condition once: after a person marked it done, the same mail or refund is not told again. */
async function raiseOnce(ctx: AppContext, alert: NewAlert & { dedupeKey: string }) {
  if (!(await everRaised(ctx.db, alert.dedupeKey))) await raiseAlert(ctx.db, alert);
}

/**
 * The conditions that are states of the database or the machine, checked on a timer (events such as a
 * webhook that failed verification, a chargeback or a failed backup raise their alert where they happen).
 */
export async function checkAlertConditions(ctx: AppContext, disk: DiskProbe): Promise<void> {
  const now = ctx.now().getTime();
  for (const mail of await failingMails(ctx.db, MAIL_FAILING_ATTEMPTS)) {
    const final = mail.status === 'failed';
    await raiseOnce(ctx, {
      kind: 'MAIL_FAILING',
      dedupeKey: `mail:${mail.id}`,
      orderId: mail.order_id,
      message: `Die Mail ${mail.id} an ${mail.recipient} ${final ? 'konnte nicht zugestellt werden; es gibt keine weiteren Versuche' : `scheitert seit ${mail.attempts} Versuchen`}: ${mail.last_error ?? 'unbekannter Fehler'}`,
      details: { mailId: mail.id, attempts: mail.attempts, final },
    });
  }
  for (const order of await unsettledPayments(ctx.db, new Date(now - UNSETTLED_AFTER_MS))) {
    await raiseOnce(ctx, {
      kind: 'PAYMENT_UNSETTLED',
      dedupeKey: `payment-unsettled:${order.id}:${order.failure_reason ?? ''}`,
      orderId: order.id,
      message: `Die Zahlung der Bestellung ${order.id} (${formatCents(order.total_cents)}) muss erstattet werden, ist aber noch nicht erstattet (${order.failure_reason ?? 'ohne Grund'}). Bitte in der Bestellung prüfen und erneut stornieren.`,
      details: { failureReason: order.failure_reason },
    });
  }
  for (const refund of await pendingRefunds(ctx.db, new Date(now - REFUND_PENDING_AFTER_MS))) {
    await raiseOnce(ctx, {
      kind: 'REFUND_PENDING',
      dedupeKey: `refund-pending:${refund.provider_ref}`,
      orderId: refund.order_id,
      message: `Die Erstattung ${refund.provider_ref} der Bestellung ${refund.order_id} (${formatCents(refund.amount_cents)}) ist seit ${refund.created_at.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })} bei PayPal ausstehend. Bitte im PayPal-Konto nachsehen.`,
      details: { refund: refund.provider_ref },
    });
  }
  const space = await disk();
  if (space && diskIsFull(space)) {
    // While it is open, one alert; once marked done and still full, it is raised again.
    await raiseAlert(ctx.db, {
      kind: 'DISK_FULL',
      dedupeKey: 'disk-full',
      message: `Auf dem Datenträger des Datenordners sind nur noch ${bytesText(space.freeBytes)} von ${bytesText(space.totalBytes)} frei. Bitte Platz schaffen (alte Backups, Protokolle), bevor Bestellungen nicht mehr gespeichert werden können.`,
      details: { ...space },
    });
  }
}

/** Mails staff about new alerts when the configuration says so ("Benachrichtigungen"). */
export async function mailNewAlerts(ctx: AppContext): Promise<number> {
  if ((await readConfigValue(ctx.db, 'notify_alerts_mail')) === false) return 0;
  const alerts = await unmailedAlerts(ctx.db, 50);
  if (!alerts.length) return 0;
  const recipients = await alertRecipients(ctx.db);
  let queued = 0;
  for (const alert of alerts) if (await queueAlertMails(ctx.db, alert.id, recipients, ctx.now())) queued += recipients.length;
  if (queued) kickMailWorker(ctx);
  return queued;
}

/** Checks the conditions and mails new alerts on a timer; `run` is what tests (and the timer) call. */
export function startAlertWatch(ctx: AppContext, intervalMs: number | false, disk: DiskProbe): PeriodicJob {
  return startPeriodicJob(ctx.log, 'alert watch', intervalMs, async () => {
    await checkAlertConditions(ctx, disk);
    await mailNewAlerts(ctx);
  });
}
