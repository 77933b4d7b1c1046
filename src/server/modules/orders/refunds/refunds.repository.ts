import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { ProviderRefund } from '../../payments/index.js';
import type * as repo from '../orders.repository.js';

type Executor = Db | Transaction<Database>;

/** The capture to pay back: the paid order's capture, or the one flagged for refund. */
export function refundableCapture(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['provider_ref', 'amount_cents', 'currency'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'capture')
    .where('status', 'in', ['COMPLETED', 'REFUND_REQUIRED'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** How many refunds of the order the provider reported FAILED (each retry gets a new request id). */
export async function failedRefundCount(db: Db, orderId: number): Promise<number> {
  const failed = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', '=', 'FAILED')
    .executeTakeFirstOrThrow();
  return Number(failed.count);
}

export async function insertRefund(trx: Executor, order: repo.OrderRow, capture: { currency: string }, refund: ProviderRefund): Promise<void> {
  await trx
    .insertInto('payments')
    .values({
      order_id: order.id,
      provider: order.provider,
      kind: 'refund',
      provider_ref: refund.id,
      amount_cents: refund.amountCents,
      currency: capture.currency,
      status: refund.status,
    })
    .onConflict((oc) => oc.column('provider_ref').doNothing())
    .execute();
}

export async function markCaptureRefunded(trx: Executor, orderId: number, captureRef: string): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'REFUNDED' })
    .where('order_id', '=', orderId)
    .where('kind', '=', 'capture')
    .where('provider_ref', '=', captureRef)
    .execute();
}

export async function setRefundRequired(trx: Executor, orderId: number, required: boolean): Promise<void> {
  await trx.updateTable('orders').set({ refund_required: required }).where('id', '=', orderId).execute();
}

/** Marks a refund FAILED; false when it was already (or is not a refund). */
export async function markRefundPaymentFailed(db: Db, refundId: string): Promise<boolean> {
  const changed = await db
    .updateTable('payments')
    .set({ status: 'FAILED' })
    .where('provider_ref', '=', refundId)
    .where('kind', '=', 'refund')
    .where('status', '<>', 'FAILED')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/**
 * Staff cancelled while PayPal still processes the refund: who and why is kept, the order and its tickets
 * stand until the money is back (recordProviderReturn closes it then).
 */
export async function noteCancelRequested(trx: Executor, orderId: number, staffUserId: number, reason: string): Promise<void> {
  await trx.updateTable('orders').set({ cancelled_by: staffUserId, cancel_reason: reason }).where('id', '=', orderId).execute();
}

/** A refund's amount as recorded (for the alert that names it). */
export async function refundAmount(db: Db, refundId: string): Promise<number> {
  const row = await db.selectFrom('payments').select('amount_cents').where('provider_ref', '=', refundId).where('kind', '=', 'refund').executeTakeFirst();
  return row?.amount_cents ?? 0;
}

/**
 * Tickets a refund already took away: those revoked one by one for it (tickets.refund_ref), or all the
 * order's revoked tickets when the whole order was cancelled before its refund completed.
 */
export async function ticketsGoneFor(db: Db, orderId: number, refundId: string, wholeOrder: boolean): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'cancelled')
    .$if(!wholeOrder, (query) => query.where('refund_ref', '=', refundId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function flagRefundFailed(db: Db, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ refund_required: true, failure_reason: 'REFUND_FAILED' }).where('id', '=', orderId).execute();
}

/** Whether a refund of the order is still PENDING at the provider. */
export async function hasPendingRefund(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
}

export function pendingRefunds(db: Db, limit: number) {
  return db
    .selectFrom('payments')
    .select(['order_id', 'provider_ref'])
    .where('kind', '=', 'refund')
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Orders whose payment is owed back for one of `reasons`; cash goes back over the counter, never here. */
export function ordersOwedRefund(db: Db, reasons: string[], limit: number) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('refund_required', '=', true)
    .where('failure_reason', 'in', reasons)
    .where(sql<boolean>`provider <> 'cash'`)
    .orderBy('id')
    .limit(limit)
    .execute();
}
