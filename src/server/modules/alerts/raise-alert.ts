import type { Db } from '../../db/database.js';
import { insertAlertUnlessOpen } from './raise-alert.repository.js';

/** What needs a person; the alerts page lists them, and staff are mailed as the notification settings say. */
export type AlertKind =
  | 'MAIL_FAILING'
  | 'PAYMENT_UNSETTLED'
  | 'CHARGEBACK'
  | 'DISPUTE'
  | 'REFUND_PENDING'
  /** Issue 52 item 5: PayPal reported a refund FAILED; the buyer paid and is owed the money. */
  | 'REFUND_FAILED'
  | 'COUNTER_MISMATCH'
  | 'BACKUP_FAILED'
  | 'DISK_FULL'
  | 'WEBHOOK_UNVERIFIED'
  /** Issue 31: the shop's outgoing webhook (order paid/cancelled) could not be delivered after all retries. */
  | 'WEBHOOK_UNDELIVERED'
  /** Issue 39: the database did not answer for a while (written once it answers again). */
  | 'DATABASE_DOWN';

export interface NewAlert {
  kind: AlertKind;
  /** German, for the staff who read it. */
  message: string;
  orderId?: number | null;
  /** While an alert with this key is open, raising it again adds nothing (one alert per condition). */
  dedupeKey?: string;
  details?: Record<string, unknown>;
  /** Set when staff were already mailed about it another way (issue 39: straight through SMTP). */
  mailedAt?: Date;
}

/** Raises an alert; a condition that is already open is not raised twice. Works inside a transaction. */
export async function raiseAlert(db: Db, alert: NewAlert): Promise<void> {
  await insertAlertUnlessOpen(db, {
    kind: alert.kind,
    message: alert.message,
    order_id: alert.orderId ?? null,
    dedupe_key: alert.dedupeKey ?? null,
    details: JSON.stringify(alert.details ?? {}),
    ...(alert.mailedAt ? { mailed_at: alert.mailedAt } : {}),
  });
}
