import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CreateProviderOrder, RefundRequest } from './provider.js';

type Executor = Db | Transaction<Database>;

/** One statement for any number of orders: a repeated request id (a retried create) keeps the provider order it made before. */
export async function insertProviderOrders(db: Executor, orders: ReadonlyArray<{ id: string; request: CreateProviderOrder }>): Promise<void> {
  if (orders.length === 0) return;
  await db
    .insertInto('test_provider_orders')
    .values(
      orders.map(({ id, request }) => ({
        id,
        request_id: request.requestId,
        amount_cents: request.amountCents,
        currency: request.currency,
        custom_id: String(request.orderId),
      })),
    )
    .onConflict((oc) => oc.column('request_id').doNothing())
    .execute();
}

/** The buyer's approval; false when the order is past approving (or unknown). */
export async function approveProviderOrder(db: Db, providerOrderId: string): Promise<boolean> {
  const result = await db
    .updateTable('test_provider_orders')
    .set({ status: 'APPROVED', updated_at: new Date() })
    .where('id', '=', providerOrderId)
    .where('status', 'in', ['CREATED', 'APPROVED'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Captures an approved order, counting the call; undefined when it was not approved. */
export function captureApproved(db: Executor, providerOrderId: string, captureId: string, requestId: string) {
  return db
    .updateTable('test_provider_orders')
    .set({
      status: 'COMPLETED',
      capture_id: captureId,
      capture_request_id: requestId,
      capture_calls: sql`capture_calls + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', providerOrderId)
    .where('status', '=', 'APPROVED')
    .returningAll()
    .executeTakeFirst();
}

/** Counts a capture call that captured nothing, and answers the order as it is. */
export function countCaptureCall(db: Executor, providerOrderId: string) {
  return db
    .updateTable('test_provider_orders')
    .set({ capture_calls: sql`capture_calls + 1` })
    .where('id', '=', providerOrderId)
    .returningAll()
    .executeTakeFirst();
}

export function providerOrderWhere(db: Db, column: 'id' | 'capture_id' | 'refund_id', value: string) {
  return db.selectFrom('test_provider_orders').selectAll().where(column, '=', value).executeTakeFirst();
}

/** Refunds never more than is left; a repeated request id refunds nothing (the caller answers the last refund). */
export function refundCaptured(db: Db, request: RefundRequest, refundId: string) {
  return db
    .updateTable('test_provider_orders')
    .set({
      status: sql`CASE WHEN refunded_cents + ${request.amountCents} >= amount_cents THEN 'REFUNDED' ELSE status END`,
      refund_id: refundId,
      refund_request_id: request.requestId,
      refunded_cents: sql`refunded_cents + ${request.amountCents}`,
      updated_at: new Date(),
    })
    .where('capture_id', '=', request.captureId)
    .where(sql<boolean>`refund_request_id IS DISTINCT FROM ${request.requestId}`)
    .where(sql<boolean>`amount_cents - refunded_cents >= ${request.amountCents}`)
    .where(sql<boolean>`refunded_cents < amount_cents`)
    .returning(['refund_id'])
    .executeTakeFirst();
}
