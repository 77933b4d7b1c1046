import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { OrderStatus } from './orders.table.js';
import { closeOrders } from './hold/quota.repository.js';

type Executor = Db | Transaction<Database>;

export interface NewOrder {
  public_token: string;
  idempotency_key: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  donation_cents: number;
  total_cents: number;
  /** None for a free order (provider 'free'): no payment provider is involved. */
  universe_id: number | null;
  provider: 'test' | 'paypal' | 'free';
  /** Known before the hold only for a free order (our own reference); a provider's id is written once the provider gives it. */
  provider_order_id?: string;
  provider_request_id: string;
  capture_request_id: string;
  expires_at: Date;
  client_address: string;
  /** The buyer's language; German when not given (migration 052). */
  language?: string;
}

export function findOrder(db: Executor, ref: { id?: number; providerOrderId?: string; idempotencyKey?: string }) {
  let query = db.selectFrom('orders').selectAll();
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.providerOrderId !== undefined) query = query.where('provider_order_id', '=', ref.providerOrderId);
  else if (ref.idempotencyKey !== undefined) query = query.where('idempotency_key', '=', ref.idempotencyKey);
  else throw new Error('findOrder needs a reference');
  return query.executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export function lockOrder(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export function orderItems(db: Executor, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function setProviderOrderId(db: Executor, id: number, providerOrderId: string) {
  await db.updateTable('orders').set({ provider_order_id: providerOrderId }).where('id', '=', id).execute();
}

interface CloseFields {
  failure_reason?: string;
  refund_required?: boolean;
  cancel_reason?: string | null;
  cancelled_by?: number;
  cancelled_at?: Date;
}

/** Closes one order (FAILED, EXPIRED, CANCELLED) and gives back the tickets it held or sold, in one statement. */
export async function closeOrder(db: Executor, id: number, status: Exclude<OrderStatus, 'CREATED' | 'CAPTURED'>, extra: CloseFields = {}) {
  const fields = Object.entries(extra).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await closeOrders(db, sql<boolean>`id = ${id}`, sql.join([sql`status = ${status}`, ...fields]));
}

/**
 * Takes the right to call the provider's capture for this order until `until`, and answers the order as it
 * is now. Of any number of concurrent captures exactly one gets it; a crashed holder's claim runs out by
 * itself. By the provider's order id the checkout's capture claims without looking the order up first.
 */
export function claimCapture(db: Db, ref: { id: number } | { providerOrderId: string }, now: Date, until: Date): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ capture_claimed_until: until, capture_attempted_at: sql<Date>`coalesce(capture_attempted_at, ${now})` })
    .where((eb) => ('id' in ref ? eb('id', '=', ref.id) : eb('provider_order_id', '=', ref.providerOrderId)))
    .where('status', 'in', ['CREATED', 'EXPIRED'])
    .where('provider_order_id', 'is not', null)
    .where((eb) => eb.or([eb('capture_claimed_until', 'is', null), eb('capture_claimed_until', '<', sql<Date>`${now}`)]))
    .returningAll()
    .executeTakeFirst();
}

/** Takes the order's provider-call claim for staff (the one captures use), so a cancel never overlaps a capture or another cancel. */
export async function claimForStaff(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ capture_claimed_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('capture_claimed_until', 'is', null), eb('capture_claimed_until', '<', sql<Date>`${now}`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Revokes the order's valid tickets; kiosks learn it from tickets/revoked.php. Returns how many. The reason
 * CANCELLED lets the door say "Vom Veranstalter storniert" as the handbook promises (issue 51 item 6).
 */
export async function revokeTickets(trx: Transaction<Database>, orderId: number, now: Date): Promise<number> {
  const result = await trx
    .updateTable('tickets')
    .set({ status: 'cancelled', cancelled_at: now, revoked_reason: 'CANCELLED' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function releaseCapture(db: Db, id: number) {
  await db.updateTable('orders').set({ capture_claimed_until: null }).where('id', '=', id).execute();
}

/** Ends the claim as run out, so the next start's first sweep asks the provider (unsettledCaptures). */
export async function expireCaptureClaim(db: Db, id: number, now: Date) {
  await db.updateTable('orders').set({ capture_claimed_until: now }).where('id', '=', id).execute();
}

/**
 * Orders whose capture was attempted and never settled, and that nobody is capturing now: a claim that ran
 * out without being released (the process died mid-capture), or an attempted hold that has expired.
 */
export function unsettledCaptures(db: Db, now: Date) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', ['CREATED', 'EXPIRED'])
    .where('capture_attempted_at', 'is not', null)
    .where('refund_required', '=', false)
    .where('provider_order_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('capture_claimed_until', '<', sql<Date>`${now}`),
        eb.and([eb('capture_claimed_until', 'is', null), eb('expires_at', '<=', sql<Date>`${now}`)]),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
}

/** The provider confirmed no money moved for this expired hold: it is released for good. */
export async function expireUnpaid(db: Db, id: number) {
  await closeOrders(db, sql<boolean>`id = ${id} AND status IN ('CREATED', 'EXPIRED')`, sql`status = 'EXPIRED', capture_attempted_at = NULL`);
}

/** An unpaid order the provider closed for good (capture denied, approval reversed): the hold is released. */
export async function failUnpaid(db: Db, id: number, reason: string): Promise<boolean> {
  const closed = await closeOrders(
    db,
    sql<boolean>`id = ${id} AND status IN ('CREATED', 'EXPIRED')`,
    sql`status = 'FAILED', failure_reason = ${reason}, capture_attempted_at = NULL`,
  );
  return closed.length === 1;
}

/**
 * The buyer's own checkout gives up this unpaid hold for a new one (issue 46 item 5): released at once, unless
 * the buyer approved it at the provider meanwhile (then only the provider's answer may end it).
 */
export async function releaseOwnHold(db: Db, id: number): Promise<boolean> {
  const closed = await closeOrders(
    db,
    sql<boolean>`id = ${id} AND status = 'CREATED' AND capture_attempted_at IS NULL`,
    sql`status = 'FAILED', failure_reason = 'REPLACED_BY_BUYER'`,
  );
  return closed.length === 1;
}

/** Notes that the buyer approved at the provider: from now on only the provider's answer may expire the hold. */
export async function markApproved(db: Db, id: number, now: Date) {
  await db
    .updateTable('orders')
    .set({ capture_attempted_at: sql<Date>`coalesce(capture_attempted_at, ${now})` })
    .where('id', '=', id)
    .where('status', 'in', ['CREATED', 'EXPIRED'])
    .execute();
}

/** The order a provider capture paid, by the capture id (a webhook about a refund names only the capture). */
export async function findOrderByCapture(db: Db, captureId: string) {
  const payment = await db.selectFrom('payments').select('order_id').where('provider_ref', '=', captureId).where('kind', '=', 'capture').executeTakeFirst();
  if (payment) return findOrder(db, { id: payment.order_id });
  return db.selectFrom('orders').selectAll().where('capture_id', '=', captureId).executeTakeFirst();
}

/** After a definite refusal the next capture is a new request: PayPal replays the old answer for the old id. */
export async function renewCaptureRequestId(db: Db, id: number, requestId: string) {
  await db.updateTable('orders').set({ capture_request_id: requestId }).where('id', '=', id).where('status', 'in', ['CREATED', 'EXPIRED']).execute();
}

export interface CapturedPayment {
  id: string;
  amountCents: number;
  currency: string;
}

export interface SettledItem {
  id: number;
  performance_id: number;
  category_id: number;
  seat: string | null;
  quantity: number;
}

/**
 * Marks a payable order paid in one statement, with its counters and its payment: a running hold's tickets
 * move from `held` to `sold` (its seats stay claimed); a hold already released takes its tickets again only
 * if the quota still has them (guarded, seats re-claimed), else the statement is refused ('quota' or
 * 'seat' from refuse_hold) and nothing changed. Also ends the capture claim. Undefined when the order is
 * not payable any more (paid, cancelled, owed back): the caller looks at it under its lock.
 */
export async function settleCapture(trx: Transaction<Database>, id: number, now: Date, payment: CapturedPayment) {
  // settle_capture (migration 016) keeps its plan in the database; the paid row comes back as its columns.
  const result = await sql<OrderRow & { items: SettledItem[] }>`
    SELECT (s.settled).*, s.settled_items AS items
    FROM settle_capture(${id}::int, ${now}::timestamptz, ${payment.id}::text, ${payment.amountCents}::int, ${payment.currency}::text) s`.execute(trx);
  const row = result.rows[0];
  if (!row) return undefined;
  const { items, ...order } = row;
  return { order: order as OrderRow, items };
}

/** True when settleCapture was refused: the released hold's tickets are gone. */
export function isRefusedSettle(error: unknown): boolean {
  const failure = error as { code?: string; message?: string } | null;
  return failure?.code === 'P0001' && failure.message === 'hold refused';
}

/** Records a capture that bought no tickets; the sweep and refundOwed pay it back. */
export async function recordUnpaidCapture(trx: Transaction<Database>, orderId: number, provider: OrderRow['provider'], payment: CapturedPayment) {
  await trx
    .insertInto('payments')
    .values({ order_id: orderId, provider, provider_ref: payment.id, amount_cents: payment.amountCents, currency: payment.currency, status: 'REFUND_REQUIRED' })
    .onConflict((oc) => oc.column('provider_ref').doNothing())
    .execute();
}

/** The order's items with the place each performance is at, for the binding step's summary. */
export function summaryLines(db: Executor, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('performances', 'performances.id', 'order_items.performance_id')
    .innerJoin('events', 'events.id', 'order_items.event_id')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .select([
      'order_items.performance_id',
      'order_items.category_id',
      'order_items.event_title',
      'order_items.category_name',
      'order_items.starts_at',
      'order_items.unit_price_cents',
      'order_items.quantity',
      'order_items.seat',
      'events.location',
      'rooms.name as room_name',
      'rooms.address as room_address',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.starts_at')
    .orderBy('order_items.id')
    .execute();
}
