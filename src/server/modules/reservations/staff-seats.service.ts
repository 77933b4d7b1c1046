import type { ReservationCreateRequest, StaffSeatsResponse } from '../../../shared/api/reservations.js';
import { type Seat, seatsOfRoom } from '../../../shared/domain/seats.js';
import { checkStaffSeats, staffSeatTakenMessage } from '../../../shared/domain/staff-seats.js';
import type { AppContext } from '../../http/context.js';
import { conflict, DomainError, invalid, notFound } from '../../domain-errors.js';
import { takenSeats } from '../events/index.js';
import type { SeatRow } from '../rooms/index.js';
import * as repo from './reservations.repository.js';

/**
 * Seats of staff orders on seated performances (issue 42 item 2 with issue 46's seat plan): staff pick them
 * on the shop's seat map. Seats held back for the box office or guests are theirs to give: they read free here,
 * and the hold gives the hold-back up in its own transaction (orders/hold/holds.ts `takesHeldBackSeats`).
 */

/** The plan staff pick from, when the performance's event sells seats and its room has a plan; else null. */
export async function staffSeatPlan(ctx: AppContext, performanceId: number): Promise<{ rows: SeatRow[]; stage: 'top' | 'bottom' } | null> {
  const row = await repo.seatPlanOf(ctx.db, performanceId);
  if (!row?.has_seat_selection || !row.seat_rows?.length) return null;
  return { rows: row.seat_rows, stage: row.stage === 'bottom' ? 'bottom' : 'top' };
}

/** reservations/seats.php: the map of a seated performance, held-back seats free, and which they are. */
export async function staffSeatMap(ctx: AppContext, performanceId: number): Promise<StaffSeatsResponse> {
  const exists = await repo.performanceForStaff(ctx.db, performanceId);
  if (!exists) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const plan = await staffSeatPlan(ctx, performanceId);
  if (!plan) return { success: true, stage: 'top', seats: [], held_back: [] };
  const [taken, heldBack] = await Promise.all([takenSeats(ctx.db, [performanceId], ctx.now(), { heldBack: false }), repo.heldBackSeats(ctx.db, performanceId)]);
  return { success: true, stage: plan.stage, seats: seatsOfRoom(plan.rows, taken.get(performanceId)), held_back: heldBack };
}

/**
 * The seats of each request line (same order as the lines given), checked against the plan; null seats for
 * every line of a performance without seats, where seats given are refused.
 */
export async function seatsOfLines(
  ctx: AppContext,
  performanceId: number,
  lines: ReadonlyArray<ReservationCreateRequest['lines'][number] & { categoryName: string }>,
): Promise<string[][] | null> {
  const plan = await staffSeatPlan(ctx, performanceId);
  if (!plan) {
    if (lines.some((line) => line.seats?.length)) throw invalid('Für diese Vorstellung gibt es keine Sitzplatzwahl.', 'NO_SEATING');
    return null;
  }
  const seats: readonly Seat[] = seatsOfRoom(plan.rows);
  const checked = checkStaffSeats(lines, seats);
  if (!checked.ok) throw invalid(checked.message, checked.code);
  return checked.seats;
}

/** The shop's answer for a seat taken meanwhile, as staff read it ('Reihe D, Platz 7 ist schon vergeben.'). */
export function staffSeatError(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code !== 'SEAT_TAKEN') return error;
  const seat = typeof error.extra.seat === 'string' ? error.extra.seat : '';
  return conflict(staffSeatTakenMessage(seat), 'SEAT_TAKEN', { seat });
}
