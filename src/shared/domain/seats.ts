/** A room's seating as stored with the room: rows with a count of seats each (e.g. A: 5 → A1–A5). */
export interface SeatRowPlan {
  row: string;
  seats: number;
}

export interface Seat {
  label: string;
  row: string;
  number: number;
  taken: boolean;
}

/** The seats of a room in row order, each marked taken when its label is in `taken`. */
export function seatsOfRoom(rows: readonly SeatRowPlan[], taken: ReadonlySet<string> = new Set()): Seat[] {
  return rows.flatMap((plan) =>
    Array.from({ length: Math.max(0, Math.trunc(plan.seats)) }, (_, index) => {
      const label = `${plan.row}${index + 1}`;
      return { label, row: plan.row, number: index + 1, taken: taken.has(label) };
    }),
  );
}

/** Seats grouped per row for display. */
export function seatRows(seats: readonly Seat[]): Array<{ row: string; seats: Seat[] }> {
  const rows = new Map<string, Seat[]>();
  for (const seat of seats) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
  return [...rows].map(([row, list]) => ({ row, seats: list }));
}

/**
 * Toggles a seat in a selection of at most `limit` seats; taken seats and picks beyond the limit are ignored.
 */
export function toggleSeat(selected: readonly string[], seat: Seat, limit: number): string[] {
  if (selected.includes(seat.label)) return selected.filter((label) => label !== seat.label);
  if (seat.taken || selected.length >= limit) return [...selected];
  return [...selected, seat.label];
}

/**
 * Hands the chosen seats to the categories in the order they were picked: the first `quantity` seats go
 * to the first category with tickets, and so on.
 */
export function assignSeats(quantities: ReadonlyArray<{ categoryId: number; quantity: number }>, seats: readonly string[]) {
  const result = new Map<number, string[]>();
  let next = 0;
  for (const { categoryId, quantity } of quantities) {
    if (quantity <= 0) continue;
    result.set(categoryId, seats.slice(next, next + quantity));
    next += quantity;
  }
  return result;
}
