import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, OrderStatus } from '../../db/schema.js';
import type { ResolvedLine } from './resolve-cart.js';

type Executor = Db | Transaction<Database>;

/**
 * Locks the quota rows of an order in one fixed order (performance, category), so two buyers never wait
 * on each other in a cycle. Seated events also lock their performance rows first, since seats are shared
 * across categories.
 */
export async function lockQuotas(trx: Transaction<Database>, lines: ResolvedLine[]) {
  const seated = [...new Set(lines.filter((line) => line.seat).map((line) => line.performanceId))].sort((a, b) => a - b);
  if (seated.length) {
    await trx.selectFrom('performances').select('id').where('id', 'in', seated).orderBy('id').forUpdate().execute();
  }
  const pairs = [...new Map(lines.map((line) => [`${line.performanceId}:${line.categoryId}`, line])).values()];
  return trx
    .selectFrom('quotas')
    .select(['performance_id', 'category_id', 'capacity'])
    .where((eb) =>
      eb.or(pairs.map((line) => eb.and([eb('performance_id', '=', line.performanceId), eb('category_id', '=', line.categoryId)]))),
    )
    .orderBy('performance_id')
    .orderBy('category_id')
    .forUpdate()
    .execute();
}

/**
 * Serialises the orders of one e-mail address until the transaction ends, so two tabs of one buyer
 * cannot both slip under the hold limit. Taken before the quota locks, always, so no cycle forms.
 */
export async function lockBuyer(trx: Transaction<Database>, email: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`buyer:${email.toLowerCase()}`}))`.execute(trx);
}

export async function countOpenHolds(db: Executor, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '=', 'CREATED')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Serialises the orders of one client address, like lockBuyer for an e-mail address; taken after the
 * buyer lock and before the quota locks, always, so no cycle forms.
 */
export async function lockClientAddress(trx: Transaction<Database>, address: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`address:${address}`}))`.execute(trx);
}

/** Tickets the address holds in open, unexpired orders, and when the first of those holds runs out. */
export async function openTicketsFromAddress(db: Executor, address: string, now: Date) {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => [eb.fn.sum<string | null>('order_items.quantity').as('tickets'), eb.fn.min<Date | null>('orders.expires_at').as('first_expiry')])
    .where('orders.client_address', '=', address)
    .where('orders.status', '=', 'CREATED')
    .where('orders.expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return { tickets: Number(row.tickets ?? 0), firstExpiry: row.first_expiry };
}

export async function quotaCapacities(db: Executor, lines: ResolvedLine[]) {
  const performanceIds = [...new Set(lines.map((line) => line.performanceId))];
  return db.selectFrom('quotas').select(['performance_id', 'category_id', 'capacity']).where('performance_id', 'in', performanceIds).execute();
}

export interface NewOrder {
  public_token: string;
  idempotency_key: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  donation_cents: number;
  total_cents: number;
  universe_id: number;
  provider: 'test' | 'paypal';
  provider_request_id: string;
  capture_request_id: string;
  expires_at: Date;
  client_address: string;
}

export async function insertOrder(db: Executor, order: NewOrder, lines: ResolvedLine[]) {
  const row = await db.insertInto('orders').values(order).returning(['id', 'expires_at']).executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      lines.map((line) => ({
        order_id: row.id,
        event_id: line.eventId,
        performance_id: line.performanceId,
        category_id: line.categoryId,
        seat: line.seat,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        event_title: line.eventTitle,
        category_name: line.categoryName,
        starts_at: line.startsAt,
      })),
    )
    .execute();
  return row;
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

export async function setProviderOrderId(db: Db, id: number, providerOrderId: string) {
  await db.updateTable('orders').set({ provider_order_id: providerOrderId }).where('id', '=', id).execute();
}

export async function setStatus(db: Executor, id: number, status: OrderStatus, extra: { failure_reason?: string; refund_required?: boolean } = {}) {
  await db.updateTable('orders').set({ status, ...extra }).where('id', '=', id).execute();
}

/**
 * Takes the right to call the provider's capture for this order until `until`. Of any number of
 * concurrent captures exactly one gets it; a crashed holder's claim runs out by itself.
 */
export async function claimCapture(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ capture_claimed_until: until, capture_attempted_at: sql<Date>`coalesce(capture_attempted_at, ${now})` })
    .where('id', '=', id)
    .where('status', 'in', ['CREATED', 'EXPIRED'])
    .where('provider_order_id', 'is not', null)
    .where((eb) => eb.or([eb('capture_claimed_until', 'is', null), eb('capture_claimed_until', '<', sql<Date>`${now}`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseCapture(db: Db, id: number) {
  await db.updateTable('orders').set({ capture_claimed_until: null }).where('id', '=', id).execute();
}

/**
 * Marks expired holds; their tickets stopped counting when they expired, this only tidies up. A hold
 * somebody tried to capture is left to `unsettledCaptures`: only the provider knows whether it was paid.
 */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'EXPIRED' })
    .where('status', '=', 'CREATED')
    .where('expires_at', '<=', sql<Date>`${now}`)
    .where('capture_attempted_at', 'is', null)
    .where((eb) => eb.or([eb('capture_claimed_until', 'is', null), eb('capture_claimed_until', '<', sql<Date>`${now}`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
  await db
    .updateTable('orders')
    .set({ status: 'EXPIRED', capture_attempted_at: null })
    .where('id', '=', id)
    .where('status', 'in', ['CREATED', 'EXPIRED'])
    .execute();
}

/** An unpaid order the provider closed for good (capture denied, approval reversed): the hold is released. */
export async function failUnpaid(db: Db, id: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'FAILED', failure_reason: reason, capture_attempted_at: null })
    .where('id', '=', id)
    .where('status', 'in', ['CREATED', 'EXPIRED'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
