import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPresent } from '../../db/process-presence.js';
import type { Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

/** Mail purposes; `template_name` of an outbox row names one, and the active template of it is used. */
export const ORDER_CONFIRMATION = 'order_confirmation';
export const TICKETS_MAIL = 'tickets';
/** Sent when staff cancel a paid order (queued in the cancelling transaction). */
export const CANCELLATION_MAIL = 'cancellation';
/** Sent the configured days before a performance (modules/reminders queues it). */
export const REMINDER_MAIL = 'reminder';

/** A buyer's return of tickets (issue 33): says what was refunded; no tickets attached. */
export const RETURN_MAIL = 'ticket_return';
/** Staff cancelled single tickets (issue 32 item 10): names them, the reason and the refund. */
export const TICKET_CANCEL_MAIL = 'ticket_cancel';

/** Queues an order mail; the confirmation is queued inside the transaction that caused it, so it happens exactly once. */
export async function enqueueOrderMail(
  db: Executor,
  order: { id: number; email: string },
  now: Date,
  purpose = ORDER_CONFIRMATION,
  performanceId: number | null = null,
) {
  await db
    .insertInto('mail_outbox')
    .values({ order_id: order.id, template_name: purpose, recipient: order.email, next_attempt_at: now, created_at: now, performance_id: performanceId })
    .execute();
}

export function mailsOfOrder(db: Executor, orderId: number) {
  return db.selectFrom('mail_outbox').select(['id', 'status', 'recipient', 'sent_at', 'last_error']).where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * Takes up to `limit` due mails for this worker in one statement: SKIP LOCKED lets several workers (and
 * processes) share the queue without ever taking the same mail. A mail whose worker's process is gone
 * (it holds no presence lock, db/process-presence.ts) is taken again at once; one claimed before
 * migration 021 (no claimant) once its lock has run out. The rows hold data only; the mail is rendered
 * when it is sent.
 */
export function claimDueMails(db: Db, claim: { now: Date; lockUntil: Date; bootId: string }, limit: number) {
  const { now } = claim;
  return db
    .updateTable('mail_outbox')
    .set({ status: 'sending', locked_until: claim.lockUntil, claimed_by: claim.bootId, attempts: sql`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where((due) =>
          due.or([
            due.and([due('status', 'in', ['queued', 'retry']), due('next_attempt_at', '<=', sql<Date>`${now}`)]),
            due.and([
              due('status', '=', 'sending'),
              due.or([
                due('locked_until', '<', sql<Date>`${now}`),
                due.and([due('claimed_by', 'is not', null), due.not(isPresent(sql.ref('mail_outbox.claimed_by')))]),
              ]),
            ]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'order_id', 'alert_id', 'digest_id', 'waiting_entry_id', 'template_name', 'recipient', 'attempts', 'performance_id'])
    .execute();
}

/** Whether a mail waits in the claim of a process that is gone: a starting worker then sends it at once. */
export async function hasOrphanedClaims(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'sending')
    .where('claimed_by', 'is not', null)
    .where((eb) => eb.not(isPresent(sql.ref('mail_outbox.claimed_by'))))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markDelivered(
  db: Db,
  id: number,
  result: { status: 'sent' | 'stored'; transport: string; subject: string; html: string; text: string; attachments: string[]; messageId: string; now: Date },
) {
  // The texts as sent are kept (not the attachments, which would store every PDF twice in a rush).
  await db
    .updateTable('mail_outbox')
    .set({
      status: result.status,
      transport: result.transport,
      subject: result.subject,
      sent_html: result.html,
      sent_text: result.text,
      sent_attachments: JSON.stringify(result.attachments),
      message_id: result.messageId,
      sent_at: result.now,
      locked_until: null,
      claimed_by: null,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null) {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'retry' : 'failed',
      last_error: error.slice(0, 1000),
      next_attempt_at: retryAt ?? sql`next_attempt_at`,
      locked_until: null,
      claimed_by: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A mail the order's state forbids (MailRefused): never sent, and no failure either. */
export async function markSuppressed(db: Db, id: number, reason: string) {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'suppressed', last_error: reason.slice(0, 1000), locked_until: null, claimed_by: null })
    .where('id', '=', id)
    .execute();
}

/** What the outbox list shows of a mail; one mail's page shows these and what was sent. */
const OUTBOX_ROW = [
  'id',
  'order_id',
  'template_name',
  'recipient',
  'subject',
  'status',
  'transport',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'next_attempt_at',
] as const;

export function listOutbox(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([...OUTBOX_ROW])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findMail(db: Db, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'order_id', 'template_name', 'recipient', 'status', 'performance_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countOutbox(db: Db) {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One outbox row; `raw` is set only on mails sent before migration 013, `sent_html`/`sent_text` on those sent since 037. */
export function outboxMail(db: Db, id: number) {
  return db
    .selectFrom('mail_outbox')
    .select([...OUTBOX_ROW, 'message_id', 'raw', 'alert_id', 'performance_id', 'digest_id', 'waiting_entry_id', 'sent_html', 'sent_text', 'sent_attachments'])
    .where('id', '=', id)
    .executeTakeFirst();
}
