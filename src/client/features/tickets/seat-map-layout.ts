import type { Seat } from '../../../shared/domain/seats';

export interface PlacedSeat extends Seat {
  /** 1-based grid column among the seat columns (aisles are empty columns). */
  column: number;
}

export interface PlacedRow {
  row: string;
  /** Set on the first row of a new section (Parkett, Empore). */
  section?: string;
  seats: PlacedSeat[];
}

/**
 * The hall as a grid: each seat in its column, an aisle as an empty column, shorter rows centred under the
 * longest, so the map reads like the hall. `columns` is the width of the widest row.
 */
export function placeSeats(seats: readonly Seat[]): { rows: PlacedRow[]; columns: number } {
  const byRow = new Map<string, Seat[]>();
  for (const seat of seats) byRow.set(seat.row, [...(byRow.get(seat.row) ?? []), seat]);
  const widths = [...byRow.values()].map((row) => row.length + row.filter((seat, i) => i > 0 && seat.aisleBefore).length);
  const columns = Math.max(0, ...widths);
  let section: string | undefined;
  const rows = [...byRow].map(([row, list], index) => {
    let column = Math.floor((columns - widths[index]) / 2);
    const placed = list.map((seat, i) => {
      column += i > 0 && seat.aisleBefore ? 2 : 1;
      return { ...seat, column };
    });
    const first = list[0]?.section;
    const startsSection = first !== undefined && first !== section;
    section = first;
    return startsSection ? { row, section: first, seats: placed } : { row, seats: placed };
  });
  return { rows, columns };
}

/** Seats the keyboard can reach: all but blocked ones (taken seats too, so they are heard). */
const reachable = (seat: PlacedSeat) => seat.kind !== 'blocked';

/**
 * Where an arrow key leads from `label`: left/right along the row, up/down to the nearest seat of the row
 * above or below, Home/End to the row's ends. The same seat when there is nowhere to go.
 */
export function moveFocus(rows: readonly PlacedRow[], label: string, key: string): string {
  const lines = rows.map((row) => row.seats.filter(reachable)).filter((line) => line.length > 0);
  const r = lines.findIndex((line) => line.some((seat) => seat.label === label));
  if (r < 0) return lines[0]?.[0]?.label ?? label;
  const line = lines[r];
  const i = line.findIndex((seat) => seat.label === label);
  const nearest = (target: PlacedSeat[]) =>
    target.reduce((best, seat) => (Math.abs(seat.column - line[i].column) < Math.abs(best.column - line[i].column) ? seat : best)).label;
  switch (key) {
    case 'ArrowLeft':
      return line[Math.max(0, i - 1)].label;
    case 'ArrowRight':
      return line[Math.min(line.length - 1, i + 1)].label;
    case 'ArrowUp':
      return r > 0 ? nearest(lines[r - 1]) : label;
    case 'ArrowDown':
      return r < lines.length - 1 ? nearest(lines[r + 1]) : label;
    case 'Home':
      return line[0].label;
    case 'End':
      return line[line.length - 1].label;
    default:
      return label;
  }
}

/** The rows as seen with the stage at the bottom: the last row on top, sections named where they begin. */
export function fromTheBack(rows: readonly PlacedRow[]): PlacedRow[] {
  let section: string | undefined;
  return [...rows].reverse().map(({ row, seats }) => {
    const first = seats[0]?.section;
    const starts = first !== undefined && first !== section;
    section = first;
    return starts ? { row, section: first, seats } : { row, seats };
  });
}
