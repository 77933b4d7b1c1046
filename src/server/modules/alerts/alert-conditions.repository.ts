import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ALERT_MAIL } from './alerts.repository.js';

/** Order mails that failed for good, or are still retried after `attempts` tries (alert mails aside: no loop). */
export function failingMails(db: Db, attempts: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'order_id', 'recipient', 'attempts', 'last_error', 'status'])
    .where('template_name', '<>', ALERT_MAIL)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'retry'), eb('attempts', '>=', attempts)])]))
    .orderBy('id')
    .limit(100)
    .execute();
}

/** Orders whose payment is owed back (or whose refund failed) since before `before`. */
export function unsettledPayments(db: Db, before: Date) {
  return (
    db
      .selectFrom('orders')
      .select(['id', 'failure_reason', 'total_cents'])
      .where('refund_required', '=', true)
      .where(sql<boolean>`provider <> 'cash'`)
      .where('created_at', '<', before)
      // A failed refund raised its REFUND_FAILED alert when PayPal said so; this watch stays the net for one lost.
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('alerts').select('alerts.id').whereRef('alerts.order_id', '=', 'orders.id').where('alerts.kind', '=', 'REFUND_FAILED'))),
      )
      .orderBy('id')
      .limit(100)
      .execute()
  );
}

/** Refunds the provider still reports as pending, asked for before `before`. */
export function pendingRefunds(db: Db, before: Date) {
  return db
    .selectFrom('payments')
    .select(['order_id', 'provider_ref', 'amount_cents', 'created_at'])
    .where('kind', '=', 'refund')
    .where('status', '=', 'PENDING')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(100)
    .execute();
}
