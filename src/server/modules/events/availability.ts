import { sql } from 'kysely';
import { quotaKey } from '../../../shared/domain/shortage.js';
import type { Db } from '../../db/database.js';

/** Quotas are keyed the same way on both sides (shared/domain/shortage.ts). */
export { quotaKey };

/**
 * Tickets taken per quota (performance × category), keyed by `quotaKey`: the counters (paid tickets and
 * holds) less the holds that ran out and the sweep has not released yet, since an expired hold stops
 * counting at once. Reads one row per quota and the few unreleased expired holds (orders_holding index),
 * never the show's whole order history. Door sales have their own counter (performances.box_office_sold).
 */
export async function takenPerQuota(db: Db, performanceIds: number[], now: Date): Promise<Map<string, number>> {
  const quotas = await quotaUse(db, performanceIds, now);
  return new Map([...quotas].map(([key, quota]) => [key, quota.taken]));
}

/** Capacity and tickets taken per quota, keyed by `quotaKey`, in one read (see takenPerQuota). */
export async function quotaUse(db: Db, performanceIds: number[], now: Date): Promise<Map<string, { capacity: number; taken: number }>> {
  if (performanceIds.length === 0) return new Map();
  // The counters less the holds that ran out unreleased, in a function so the database keeps its plan (017).
  const rows = await sql<{ performance_id: number; category_id: number; capacity: number; taken: number }>`
    SELECT * FROM quota_use(${performanceIds}::int[], ${now}::timestamptz)`.execute(db);
  return new Map(rows.rows.map((row) => [quotaKey(row.performance_id, row.category_id), { capacity: row.capacity, taken: Number(row.taken) }]));
}

/**
 * Seats taken per performance: the seat claims of paid orders, of holds still running and of holds awaiting
 * PayPal's answer, and the seats held back (for the box office, guests) that online buyers cannot have.
 */
export async function takenSeats(db: Db, performanceIds: number[], now: Date): Promise<Map<number, Set<string>>> {
  const taken = new Map<number, Set<string>>();
  if (performanceIds.length === 0) return taken;
  const rows = await db
    .selectFrom('seat_claims')
    .leftJoin('orders', 'orders.id', 'seat_claims.order_id')
    .select(['seat_claims.performance_id', 'seat_claims.seat'])
    .where('seat_claims.performance_id', 'in', performanceIds)
    .where((eb) =>
      eb.or([
        eb('seat_claims.order_id', 'is', null),
        eb('orders.status', '=', 'CAPTURED'),
        // A hold that saw an approval or a capture attempt keeps its seats until PayPal's answer releases it.
        eb.and([eb('orders.holding', '=', true), eb.or([eb('orders.expires_at', '>', sql<Date>`${now}`), eb('orders.capture_attempted_at', 'is not', null)])]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const seats = taken.get(row.performance_id) ?? new Set<string>();
    seats.add(row.seat);
    taken.set(row.performance_id, seats);
  }
  return taken;
}
