import { type Seat, seatName } from './seats.js';

/**
 * The seats of a staff order on a seated performance (issue 42 item 2): one seat per ticket, each a seat of
 * the plan that is not blocked, none twice. Whether a seat is still free is the hold's to say (the database's
 * claim decides under concurrency); held-back seats count free for staff.
 */
export interface StaffSeatLine {
  categoryName: string;
  quantity: number;
  seats?: readonly string[];
}

export type StaffSeatCheck = { ok: true; seats: string[][] } | { ok: false; code: 'SEATS_REQUIRED' | 'SEAT_INVALID'; message: string };

/** How a seat is written in the plan: 'd7 ' → 'D7'. */
export const normaliseSeat = (label: string) => label.trim().toUpperCase();

function seatCount(n: number): string {
  return n === 1 ? '1 Platz' : `${n} Plätze`;
}

/** The lines' seats, normalised and checked against the plan's seats, in line order; or why not. */
export function checkStaffSeats(lines: readonly StaffSeatLine[], plan: readonly Seat[]): StaffSeatCheck {
  const byLabel = new Map(plan.map((seat) => [seat.label, seat]));
  const seen = new Set<string>();
  const result: string[][] = [];
  for (const line of lines) {
    const seats = (line.seats ?? []).map(normaliseSeat);
    if (seats.length !== line.quantity) {
      return {
        ok: false,
        code: 'SEATS_REQUIRED',
        message: `„${line.categoryName}“: Bitte wähle für jedes Ticket einen Platz auf dem Sitzplan (${line.quantity === 1 ? '1 Ticket' : `${line.quantity} Tickets`}, ${seatCount(seats.length)} gewählt).`,
      };
    }
    for (const label of seats) {
      const seat = byLabel.get(label);
      if (!seat) return { ok: false, code: 'SEAT_INVALID', message: `Den Platz ${seatName(label)} gibt es in diesem Saal nicht.` };
      if (seat.kind === 'blocked') return { ok: false, code: 'SEAT_INVALID', message: `${seatName(label)} ist gesperrt und wird nicht vergeben.` };
      if (seen.has(label)) return { ok: false, code: 'SEAT_INVALID', message: `${seatName(label)} ist doppelt gewählt.` };
      seen.add(label);
    }
    result.push(seats);
  }
  return { ok: true, seats: result };
}

/** The answer when the hold found a seat taken meanwhile (a buyer online or another staff order was faster). */
export const staffSeatTakenMessage = (label: string) => `${seatName(label)} ist schon vergeben. Bitte wähle einen anderen Platz.`;
