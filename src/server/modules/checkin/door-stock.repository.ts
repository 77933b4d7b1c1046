import { sql, type Transaction } from 'kysely';
import type { BoxOfficeState } from '../../../shared/api/checkin.js';
import { type DoorStock, doorSellable, doorsAreOpen, takeFromQuotas } from '../../../shared/domain/door-stock.js';
import { type Seat, seatsOfRoom } from '../../../shared/domain/seats.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { SeatRow } from '../rooms/index.js';
import { seatClaims, seatedPlan } from '../seating/index.js';

type Executor = Db | Transaction<Database>;

/**
 * What the door of one performance may sell (issue 51 item 3, rules in shared/domain/door-stock.ts), read
 * from the counters and seat claims. Under the performance's lock (a door sale) it is exact for the door;
 * online buyers may still take places meanwhile, which the seat claims and quota rows refuse to one of them.
 */
export interface DoorView {
  plan: SeatRow[] | null;
  /** The plan with every claimed seat taken (the box office's own included); empty when not seated. */
  seats: Seat[];
  /** The box office's unsold held-back seats. */
  held: Set<string>;
  stock: DoorStock;
  capacity: number;
  sold: number;
}

export async function readDoorStock(db: Executor, performanceId: number, now: Date): Promise<DoorView> {
  const performance = await db
    .selectFrom('performances')
    .select(['starts_at', 'doors_at', 'box_office_capacity', 'box_office_sold'])
    .where('id', '=', performanceId)
    .executeTakeFirstOrThrow();
  const doorsOpen = doorsAreOpen(performance, now);
  const plan = await seatedPlan(db, performanceId);
  const base = { capacity: performance.box_office_capacity, sold: performance.box_office_sold };
  if (plan) {
    const claims = await seatClaims(db, performanceId);
    const held = new Set(claims.filter((claim) => claim.held_for === 'box_office' && claim.order_id === null).map((claim) => claim.seat));
    const seats = seatsOfRoom(plan, new Set(claims.map((claim) => claim.seat)));
    const onlineFree = seats.filter((seat) => !seat.taken && seat.kind !== 'blocked').length;
    return { plan, seats, held, stock: { held: held.size, onlineFree, doorsOpen }, ...base };
  }
  const quotas = await onlineRoom(db, performanceId);
  const onlineFree = quotas.reduce((sum, quota) => sum + quota.free, 0);
  const held = Math.max(0, performance.box_office_capacity - performance.box_office_sold);
  return { plan: null, seats: [], held: new Set(), stock: { held, onlineFree, doorsOpen }, ...base };
}

/** The door's counters as the kiosk keeps them. */
export function boxOfficeOf(view: DoorView): BoxOfficeState {
  return {
    capacity: view.capacity,
    sold: view.sold,
    remaining: doorSellable(view.stock),
    held_left: view.stock.held,
    online_free: view.stock.onlineFree,
    doors_open: view.stock.doorsOpen,
    seated: view.plan !== null,
  };
}

/** Unsold, unheld places per online quota ('for update' under a door sale: the rows online holds guard on). */
async function onlineRoom(db: Executor, performanceId: number, lock = false) {
  const query = db
    .selectFrom('quotas')
    .select(['category_id', sql<number>`greatest(0, capacity - sold - held)::int`.as('free')])
    .where('performance_id', '=', performanceId)
    .orderBy('category_id');
  const rows = await (lock ? query.forUpdate() : query).execute();
  return rows.map((row) => ({ categoryId: row.category_id, free: Number(row.free) }));
}

/**
 * Moves `wanted` places from the online quotas to the box office's contingent, on locked quota rows: each
 * quota gives only what it has neither sold nor held, so an online hold racing for the same places finds
 * them gone (its guard `capacity − sold − held ≥ n` runs on the same rows). `seated`: the seats are already
 * the door's (claimed), so the contingent grows by all of them even where the quotas had fewer unsold.
 * Answers the places the quotas gave; without seats nothing is changed when they hold fewer than wanted.
 */
export async function takeOnlinePlaces(
  trx: Transaction<Database>,
  performanceId: number,
  wanted: number,
  preferred: number[],
  seated: boolean,
): Promise<number> {
  const quotas = await onlineRoom(trx, performanceId, true);
  const taken = takeFromQuotas(quotas, wanted, preferred);
  const given = taken.reduce((sum, quota) => sum + quota.n, 0);
  if (!seated && given < wanted) return given;
  for (const quota of taken) {
    await trx
      .updateTable('quotas')
      .set((eb) => ({ capacity: eb('capacity', '-', quota.n) }))
      .where('performance_id', '=', performanceId)
      .where('category_id', '=', quota.categoryId)
      .execute();
  }
  await trx
    .updateTable('performances')
    .set((eb) => ({ box_office_capacity: eb('box_office_capacity', '+', wanted) }))
    .where('id', '=', performanceId)
    .execute();
  return given;
}

/** Claims free seats for a door order; a seat an online buyer claimed meanwhile is skipped. Answers the seats claimed. */
export async function claimFreeSeats(trx: Transaction<Database>, performanceId: number, seats: string[], orderId: number): Promise<string[]> {
  if (seats.length === 0) return [];
  const rows = await trx
    .insertInto('seat_claims')
    .values(seats.map((seat) => ({ performance_id: performanceId, seat, order_id: orderId })))
    .onConflict((oc) => oc.doNothing())
    .returning('seat')
    .execute();
  return rows.map((row) => row.seat);
}
