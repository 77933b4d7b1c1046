import { quotaKey } from '../../../shared/domain/shortage.js';
import type { Db } from '../../db/database.js';
import { quotaUseRows, seatClaimsTaken } from './availability.repository.js';

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
  const rows = await quotaUseRows(db, performanceIds, now);
  return new Map(rows.map((row) => [quotaKey(row.performance_id, row.category_id), { capacity: row.capacity, taken: Number(row.taken) }]));
}

/**
 * Seats taken per performance: the seat claims of paid orders, of holds still running and of holds awaiting
 * PayPal's answer, and the seats held back (for the box office, guests) that online buyers cannot have
 * (`heldBack: false` leaves those out: staff orders may take them).
 */
export async function takenSeats(db: Db, performanceIds: number[], now: Date, options: { heldBack?: boolean } = {}): Promise<Map<number, Set<string>>> {
  return (await seatsTakenAndHeldBack(db, performanceIds, now, options)).taken;
}

/** As takenSeats, with the seats among them that are held back without an order (the shop names them 'nicht im Verkauf'). */
export async function seatsTakenAndHeldBack(
  db: Db,
  performanceIds: number[],
  now: Date,
  options: { heldBack?: boolean } = {},
): Promise<{ taken: Map<number, Set<string>>; heldBack: Map<number, Set<string>> }> {
  const taken = new Map<number, Set<string>>();
  const heldBack = new Map<number, Set<string>>();
  if (performanceIds.length === 0) return { taken, heldBack };
  const rows = await seatClaimsTaken(db, performanceIds, now, options.heldBack ?? true);
  const add = (map: Map<number, Set<string>>, performanceId: number, seat: string) => map.set(performanceId, (map.get(performanceId) ?? new Set()).add(seat));
  for (const row of rows) {
    add(taken, row.performance_id, row.seat);
    if (row.order_id === null) add(heldBack, row.performance_id, row.seat);
  }
  return { taken, heldBack };
}
