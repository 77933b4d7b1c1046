/**
 * A room's seating as stored with the room (issue 46): one entry per row, in order from the stage. Old rooms
 * store only `row` and `seats` (A: 5 → A1–A5); every other field is optional, so they read as they are.
 * - `first`: the number of the row's first seat (rows of a hall may start at 3 where a pillar stands);
 * - `aisles`: seat numbers after which an aisle (a gap) follows;
 * - `wheelchair`, `companion`: seats that are a wheelchair space or the companion seat beside one;
 * - `blocked`: seats that are never sold (mixing desk, pillar); they do not count as capacity;
 * - `section`: the part of the hall (Parkett, Empore); a new section starts where the name changes.
 */
export interface SeatRowPlan {
  row: string;
  seats: number;
  first?: number;
  aisles?: number[];
  wheelchair?: number[];
  companion?: number[];
  blocked?: number[];
  section?: string;
}

export type SeatKind = 'seat' | 'wheelchair' | 'companion' | 'blocked';

export interface Seat {
  label: string;
  row: string;
  number: number;
  taken: boolean;
  /** Absent on a plain seat. */
  kind?: Exclude<SeatKind, 'seat'>;
  /** An aisle lies before this seat. */
  aisleBefore?: boolean;
  section?: string;
  /** Taken because it is held back for the box office or guests: not on sale online (issue 51), not sold. */
  heldBack?: boolean;
}

export const seatLabel = (row: string, number: number) => `${row}${number}`;

/** The numbers of a row's seats, in order. */
export function rowNumbers(plan: SeatRowPlan): number[] {
  const first = Math.max(1, Math.trunc(plan.first ?? 1));
  return Array.from({ length: Math.max(0, Math.trunc(plan.seats)) }, (_, index) => first + index);
}

export function seatKind(plan: SeatRowPlan, number: number): SeatKind {
  if (plan.blocked?.includes(number)) return 'blocked';
  if (plan.wheelchair?.includes(number)) return 'wheelchair';
  if (plan.companion?.includes(number)) return 'companion';
  return 'seat';
}

/**
 * The seats of a room in row order, each marked taken when its label is in `taken`. Blocked seats come
 * along (the map draws them) and always read taken: nobody can pick them. Taken seats in `heldBack` are
 * marked so (held for the box office or guests, not sold).
 */
export function seatsOfRoom(rows: readonly SeatRowPlan[], taken: ReadonlySet<string> = new Set(), heldBack?: ReadonlySet<string>): Seat[] {
  return rows.flatMap((plan) =>
    rowNumbers(plan).map((number) => {
      const label = seatLabel(plan.row, number);
      const kind = seatKind(plan, number);
      const seat: Seat = { label, row: plan.row, number, taken: kind === 'blocked' || taken.has(label) };
      if (kind !== 'seat') seat.kind = kind;
      if (plan.aisles?.includes(number - 1)) seat.aisleBefore = true;
      if (plan.section) seat.section = plan.section;
      if (seat.taken && kind !== 'blocked' && heldBack?.has(label)) seat.heldBack = true;
      return seat;
    }),
  );
}

/** The labels of every seat that can be sold (all but the blocked ones). */
export function sellableSeatLabels(rows: readonly SeatRowPlan[]): Set<string> {
  return new Set(
    seatsOfRoom(rows)
      .filter((seat) => seat.kind !== 'blocked')
      .map((seat) => seat.label),
  );
}

/** How many people the plan seats: every seat but the blocked ones. */
export const sellableSeatCount = (rows: readonly SeatRowPlan[]) => sellableSeatLabels(rows).size;

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

/** A seat label's row and number ('d7' → D, 7); undefined for a label of another shape. */
export function seatParts(label: string): { row: string; number: string } | undefined {
  const match = /^([A-Za-z]+)(\d+)$/.exec(label.trim());
  return match ? { row: match[1].toUpperCase(), number: match[2] } : undefined;
}

/** A seat as people say it: 'D7' → 'Reihe D, Platz 7'; a label of another shape stays as it is. */
export function seatName(label: string): string {
  const parts = seatParts(label);
  return parts ? `Reihe ${parts.row}, Platz ${parts.number}` : label;
}

/** Several seats in one phrase: 'Platz C8' for one, 'Plätze C8, C9' for more (issue 46: no 'Plätze C8'). */
export function seatsPhrase(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  return `${labels.length === 1 ? 'Platz' : 'Plätze'} ${labels.join(', ')}`;
}
