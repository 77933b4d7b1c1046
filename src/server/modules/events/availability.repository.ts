import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The counters less the holds that ran out unreleased, in a function so the database keeps its plan (017). */
export async function quotaUseRows(db: Db, performanceIds: number[], now: Date) {
  const rows = await sql<{ performance_id: number; category_id: number; capacity: number; taken: number }>`
    SELECT * FROM quota_use(${performanceIds}::int[], ${now}::timestamptz)`.execute(db);
  return rows.rows;
}

/**
 * The seat claims of paid orders, of holds still running and of holds awaiting PayPal's answer; with
 * `heldBack` false, seats held back without an order are left out (staff may give those away).
 */
export function seatClaimsTaken(db: Db, performanceIds: number[], now: Date, heldBack = true) {
  return db
    .selectFrom('seat_claims')
    .leftJoin('orders', 'orders.id', 'seat_claims.order_id')
    .select(['seat_claims.performance_id', 'seat_claims.seat', 'seat_claims.order_id'])
    .where('seat_claims.performance_id', 'in', performanceIds)
    .where((eb) =>
      eb.or([
        // A seat held back without an order (the box office's, issue 46) is taken for online sale.
        ...(heldBack ? [eb('seat_claims.order_id', 'is', null)] : []),
        eb('orders.status', '=', 'CAPTURED'),
        // A hold that saw an approval or a capture attempt keeps its seats until PayPal's answer releases it.
        eb.and([eb('orders.holding', '=', true), eb.or([eb('orders.expires_at', '>', sql<Date>`${now}`), eb('orders.capture_attempted_at', 'is not', null)])]),
      ]),
    )
    .execute();
}

/** The quotas of some performances as stored (capacity and counters). */
export function performanceQuotas(db: Db, performanceIds: number[]) {
  return db
    .selectFrom('quotas')
    .selectAll()
    .where('performance_id', 'in', performanceIds.length ? performanceIds : [0])
    .execute();
}
