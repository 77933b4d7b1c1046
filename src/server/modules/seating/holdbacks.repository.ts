import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { SeatRow } from '../rooms/index.js';

type Executor = Db | Transaction<Database>;

/** For whom a seat is held back: the box office's contingent, or staff's guests (jury, honorary guests). */
export type HeldFor = 'box_office' | 'guests';

/** The performance's seat plan when its event lets buyers pick seats and its room has one; else null. */
export async function seatedPlan(db: Executor, performanceId: number): Promise<SeatRow[] | null> {
  const row = await db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .select(['events.has_seat_selection', 'rooms.seat_rows'])
    .where('performances.id', '=', performanceId)
    .executeTakeFirst();
  return row?.has_seat_selection && row.seat_rows?.length ? row.seat_rows : null;
}

/** Every claimed or held-back seat of a performance, and which of them are held back unsold, for whom. */
export async function seatClaims(db: Executor, performanceId: number) {
  return db.selectFrom('seat_claims').select(['seat', 'order_id', 'held_for']).where('performance_id', '=', performanceId).execute();
}

/** Holds seats back; a seat somebody claimed meanwhile is skipped. Answers the seats it held back. */
export async function holdBack(db: Executor, performanceId: number, seats: string[], heldFor: HeldFor): Promise<string[]> {
  if (seats.length === 0) return [];
  const rows = await db
    .insertInto('seat_claims')
    .values(seats.map((seat) => ({ performance_id: performanceId, seat, order_id: null, held_for: heldFor })))
    .onConflict((oc) => oc.doNothing())
    .returning('seat')
    .execute();
  return rows.map((row) => row.seat);
}

/** Gives held-back seats that nobody bought back to the online sale. Answers the seats released. */
export async function release(db: Executor, performanceId: number, seats: string[], heldFor: HeldFor): Promise<string[]> {
  if (seats.length === 0) return [];
  const rows = await db
    .deleteFrom('seat_claims')
    .where('performance_id', '=', performanceId)
    .where('seat', 'in', seats)
    .where('held_for', '=', heldFor)
    .where('order_id', 'is', null)
    .returning('seat')
    .execute();
  return rows.map((row) => row.seat);
}

/** A door sale takes its held-back seats: the claim now names the order. Answers how many it took. */
export async function sellHeldSeats(trx: Transaction<Database>, performanceId: number, seats: string[], orderId: number): Promise<number> {
  const result = await trx
    .updateTable('seat_claims')
    .set({ order_id: orderId })
    .where('performance_id', '=', performanceId)
    .where('seat', 'in', seats)
    .where('held_for', '=', 'box_office')
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Seats held back unsold per performance and purpose, for the editor and the door. */
export async function heldBackCounts(db: Executor, performanceIds: number[]) {
  if (performanceIds.length === 0) return [];
  return db
    .selectFrom('seat_claims')
    .select(['performance_id', 'held_for', sql<number>`count(*)::int`.as('n')])
    .where('performance_id', 'in', performanceIds)
    .where('order_id', 'is', null)
    .groupBy(['performance_id', 'held_for'])
    .execute();
}

/** The box office's contingent of a performance and how much of it is sold. */
export function boxOfficeCounts(db: Executor, performanceId: number) {
  return db.selectFrom('performances').select(['box_office_capacity', 'box_office_sold']).where('id', '=', performanceId).executeTakeFirstOrThrow();
}
