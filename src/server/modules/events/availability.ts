import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export const quotaKey = (performanceId: number, categoryId: number) => `${performanceId}:${categoryId}`;

/**
 * An order takes its tickets while it is paid, or while its hold runs: an expired hold stops
 * counting at once, whether or not the sweep has marked it yet.
 */
export function takesQuota(now: Date) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([
      eb('orders.status', '=', 'CAPTURED'),
      eb.and([eb('orders.status', '=', 'CREATED'), eb('orders.expires_at', '>', sql<Date>`${now}`)]),
    ]);
}

/** Tickets taken per quota (performance × category), keyed by `quotaKey`: paid tickets plus unexpired holds. */
export async function takenPerQuota(
  db: Db,
  performanceIds: number[],
  now: Date,
  excludeOrderId?: number,
): Promise<Map<string, number>> {
  if (performanceIds.length === 0) return new Map();
  let query = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.performance_id', 'order_items.category_id'])
    .select((eb) => eb.fn.sum<number>('order_items.quantity').as('taken'))
    .where('order_items.performance_id', 'in', performanceIds)
    // Door sales come from the separate box-office quota (checkin module), never from the online one.
    .where('orders.channel', '=', 'online')
    .where(takesQuota(now))
    .groupBy(['order_items.performance_id', 'order_items.category_id']);
  if (excludeOrderId !== undefined) query = query.where('orders.id', '<>', excludeOrderId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [quotaKey(row.performance_id, row.category_id), Number(row.taken)]));
}

/** Seats taken per performance by paid orders and unexpired holds. */
export async function takenSeats(
  db: Db,
  performanceIds: number[],
  now: Date,
  excludeOrderId?: number,
): Promise<Map<number, Set<string>>> {
  const taken = new Map<number, Set<string>>();
  if (performanceIds.length === 0) return taken;
  let query = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.performance_id', 'order_items.seat'])
    .where('order_items.performance_id', 'in', performanceIds)
    .where('order_items.seat', 'is not', null)
    .where(takesQuota(now));
  if (excludeOrderId !== undefined) query = query.where('orders.id', '<>', excludeOrderId);
  for (const row of await query.execute()) {
    if (!row.seat) continue;
    const seats = taken.get(row.performance_id) ?? new Set<string>();
    seats.add(row.seat);
    taken.set(row.performance_id, seats);
  }
  return taken;
}
