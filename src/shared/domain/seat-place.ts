import { rowNumbers, type SeatRowPlan, seatLabel, seatName } from './seats.js';

/**
 * Where a sold seat is, as a ticket says it (issue 51): the section of the hall when the room has one, then
 * row and number — 'Parkett, Reihe B, Platz 6', or 'Reihe B, Platz 6' in a room without sections. The
 * ticket page, the PDF and every buyer mail print a seat through this one function, so they never disagree.
 * A ticket without a seat (free seating) has no place: ''.
 */
export function seatPlace(label: string | null | undefined, section?: string | null): string {
  const seat = label?.trim();
  if (!seat) return '';
  const part = section?.trim();
  return part ? `${part}, ${seatName(seat)}` : seatName(seat);
}

/**
 * The section of the room's row that holds the seat `label` ('B6' → the section of row B), or null when the
 * room names no section there or the seat is not in the plan (the room was edited after the sale).
 */
export function seatSection(rows: readonly SeatRowPlan[] | null | undefined, label: string | null | undefined): string | null {
  const seat = label?.trim().toUpperCase();
  if (!seat || !rows) return null;
  const plan = rows.find((row) => rowNumbers(row).some((number) => seatLabel(row.row, number).toUpperCase() === seat));
  return plan?.section?.trim() || null;
}
