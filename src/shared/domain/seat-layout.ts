import { MAX_SEAT_ROWS, MAX_SEATS_PER_ROW } from '../api/rooms';
import { rowNumbers, type SeatRowPlan } from './seats';

export interface SeatRowLayout {
  row: string;
  seats: number;
}

/** Row letters A … Z. */
export const rowLetter = (index: number) => String.fromCharCode(65 + index);

/** Rows × seats per row as the stored seat rows (A1 … An, B1 … ); 0 rows is free seating. */
export function layoutRows(rows: number, seatsPerRow: number): SeatRowLayout[] {
  if (rows <= 0 || seatsPerRow <= 0) return [];
  return Array.from({ length: rows }, (_, index) => ({ row: rowLetter(index), seats: seatsPerRow }));
}

/** The rectangle a stored layout describes (its longest row for uneven ones). */
export function layoutSize(rows: readonly SeatRowLayout[]): { rows: number; seatsPerRow: number } {
  if (rows.length === 0) return { rows: 0, seatsPerRow: 0 };
  return { rows: rows.length, seatsPerRow: Math.max(...rows.map((row) => row.seats)) };
}

export const seatCount = (rows: readonly SeatRowLayout[]) => rows.reduce((sum, row) => sum + row.seats, 0);

export interface RoomInput {
  name: string;
  location: string;
  capacity: number;
  rows: number;
  seatsPerRow: number;
}

/** German messages per field; a seat layout fixes the capacity, free seating needs one stated. */
export function validateRoom(input: RoomInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.name.trim()) errors.name = 'Bitte einen Namen angeben.';
  else if (input.name.trim().length > 100) errors.name = 'Der Name darf höchstens 100 Zeichen lang sein.';
  if (input.location.trim().length > 300) errors.location = 'Die Adresse darf höchstens 300 Zeichen lang sein.';
  const withLayout = input.rows > 0 || input.seatsPerRow > 0;
  if (withLayout) {
    if (!Number.isInteger(input.rows) || input.rows < 1 || input.rows > MAX_SEAT_ROWS) {
      errors.rows = `Ein Sitzplan hat 1 bis ${MAX_SEAT_ROWS} Reihen (A–Z).`;
    }
    if (!Number.isInteger(input.seatsPerRow) || input.seatsPerRow < 1 || input.seatsPerRow > MAX_SEATS_PER_ROW) {
      errors.seatsPerRow = `Eine Reihe hat 1 bis ${MAX_SEATS_PER_ROW} Plätze.`;
    }
  } else if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > 100000) {
    errors.capacity = 'Die Kapazität muss eine ganze Zahl von 1 bis 100.000 sein.';
  }
  return errors;
}

/**
 * A seat plan's mistakes in German (issue 46): row names unique, and every marked seat (aisle, wheelchair
 * space, companion seat, blocked seat) one of the row's own seat numbers. Null when the plan is sound.
 */
export function planError(rows: readonly SeatRowPlan[]): string | null {
  const names = new Set<string>();
  for (const plan of rows) {
    const name = plan.row.trim().toUpperCase();
    if (!/^[A-Z]{1,3}$/.test(name)) return `Reihe „${plan.row}“: Reihen heißen A, B, C … (Buchstaben).`;
    if (names.has(name)) return `Die Reihe ${name} steht zweimal im Sitzplan.`;
    names.add(name);
    const numbers = new Set(rowNumbers(plan));
    for (const [field, label] of [
      ['aisles', 'Gang'],
      ['wheelchair', 'Rollstuhlplatz'],
      ['companion', 'Begleitplatz'],
      ['blocked', 'Gesperrt'],
    ] as const) {
      const outside = (plan[field] ?? []).find((number) => !numbers.has(number));
      if (outside !== undefined) return `Reihe ${name}: ${label} bei Platz ${outside}, den es in der Reihe nicht gibt.`;
    }
  }
  return null;
}

/** The plan as stored: row names in capitals, empty lists and the default first number left out. */
export function normalisePlan(rows: readonly SeatRowPlan[]): SeatRowPlan[] {
  return rows.map((plan) => {
    const row: SeatRowPlan = { row: plan.row.trim().toUpperCase(), seats: plan.seats };
    if (plan.first && plan.first !== 1) row.first = plan.first;
    for (const field of ['aisles', 'wheelchair', 'companion', 'blocked'] as const) {
      const list = [...new Set(plan[field] ?? [])].sort((a, b) => a - b);
      if (list.length) row[field] = list;
    }
    if (plan.section?.trim()) row.section = plan.section.trim();
    return row;
  });
}

/** What a click in the room editor makes of a seat (issue 46). 'aisle' toggles an aisle after the seat. */
export type SeatMark = 'seat' | 'wheelchair' | 'companion' | 'blocked' | 'aisle';

const KIND_FIELDS = ['wheelchair', 'companion', 'blocked'] as const;

/** The plan with one seat marked: a kind replaces the seat's other kind; 'aisle' toggles the aisle after it. */
export function markSeat(rows: readonly SeatRowPlan[], rowName: string, number: number, mark: SeatMark): SeatRowPlan[] {
  return rows.map((plan) => {
    if (plan.row !== rowName) return plan;
    const next: SeatRowPlan = { ...plan };
    if (mark === 'aisle') {
      const aisles = plan.aisles ?? [];
      next.aisles = aisles.includes(number) ? aisles.filter((n) => n !== number) : [...aisles, number].sort((a, b) => a - b);
      return next;
    }
    for (const field of KIND_FIELDS) {
      const list = (plan[field] ?? []).filter((n) => n !== number);
      next[field] = field === mark ? [...list, number].sort((a, b) => a - b) : list;
    }
    return next;
  });
}

/** The plan with a row changed by `change`; other rows stay the same objects. */
const changeRow = (rows: readonly SeatRowPlan[], rowName: string, change: (plan: SeatRowPlan) => SeatRowPlan) =>
  rows.map((plan) => (plan.row === rowName ? change(plan) : plan));

/** One more seat at the row's end (up to MAX_SEATS_PER_ROW). */
export function addSeat(rows: readonly SeatRowPlan[], rowName: string): SeatRowPlan[] {
  return changeRow(rows, rowName, (plan) => (plan.seats >= MAX_SEATS_PER_ROW ? plan : { ...plan, seats: plan.seats + 1 }));
}

/**
 * One seat fewer at the row's end (a row keeps at least one seat). Marks on the seat that goes go with it,
 * and an aisle after the new last seat is dropped: it would lead nowhere. Sold seats are the server's to keep.
 */
export function removeSeat(rows: readonly SeatRowPlan[], rowName: string): SeatRowPlan[] {
  return changeRow(rows, rowName, (plan) => {
    if (plan.seats <= 1) return plan;
    const next: SeatRowPlan = { ...plan, seats: plan.seats - 1 };
    const last = rowNumbers(next).at(-1) ?? 0;
    for (const field of ['aisles', 'wheelchair', 'companion', 'blocked'] as const) {
      if (plan[field]) next[field] = plan[field].filter((number) => (field === 'aisles' ? number < last : number <= last));
    }
    return next;
  });
}

/**
 * A new row behind the last one: the next free letter, as long as the last row and in its section. The plan
 * stays as it is when all 26 letters are used.
 */
export function addRow(rows: readonly SeatRowPlan[]): SeatRowPlan[] {
  if (rows.length >= MAX_SEAT_ROWS) return [...rows];
  const used = new Set(rows.map((plan) => plan.row));
  const lastIndex = rows.length ? rows[rows.length - 1].row.charCodeAt(0) - 65 : -1;
  const candidates = Array.from({ length: MAX_SEAT_ROWS }, (_, index) => rowLetter((lastIndex + 1 + index) % MAX_SEAT_ROWS));
  const letter = candidates.find((name) => !used.has(name));
  if (!letter) return [...rows];
  const last = rows.at(-1);
  const row: SeatRowPlan = { row: letter, seats: last?.seats ?? 10 };
  if (last?.section) row.section = last.section;
  return [...rows, row];
}

/** The plan without the named row; the other rows keep their letters (sold tickets name them). */
export function removeRow(rows: readonly SeatRowPlan[], rowName: string): SeatRowPlan[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((plan) => plan.row !== rowName);
}

/** Rows `from` to `to` (either order) into the named section; an empty name takes them out of any section. */
export function setSection(rows: readonly SeatRowPlan[], from: string, to: string, section: string): SeatRowPlan[] {
  const [start, end] = [rows.findIndex((plan) => plan.row === from), rows.findIndex((plan) => plan.row === to)].sort((a, b) => a - b);
  if (start < 0) return [...rows];
  const name = section.trim();
  return rows.map((plan, index) => {
    if (index < start || index > end) return plan;
    const { section: _old, ...rest } = plan;
    return name ? { ...rest, section: name } : rest;
  });
}

/** The rows under their section headings, a new group wherever the section changes (rows without one: ''). */
export function sectionGroups(rows: readonly SeatRowPlan[]): Array<{ section: string; rows: SeatRowPlan[] }> {
  const groups: Array<{ section: string; rows: SeatRowPlan[] }> = [];
  for (const plan of rows) {
    const section = plan.section?.trim() ?? '';
    const current = groups.at(-1);
    if (current && current.section === section) current.rows.push(plan);
    else groups.push({ section, rows: [plan] });
  }
  return groups;
}

/**
 * The room's size as the room list says it (issue 51 item 6): "57 Plätze in 6 Reihen", with its sections;
 * never "6 × 10" when a row is shorter. Free seating names what it is. `capacity` is the room's own count.
 */
export function roomSizeText(capacity: number, rows: readonly SeatRowPlan[]): string {
  const seats = capacity === 1 ? '1 Platz' : `${capacity.toLocaleString('de-DE')} Plätze`;
  if (rows.length === 0) return `${seats}, freie Platzwahl`;
  const inRows = `${seats} in ${rows.length === 1 ? '1 Reihe' : `${rows.length} Reihen`}`;
  const sections = [...new Set(rows.map((row) => row.section?.trim() ?? '').filter(Boolean))];
  return sections.length ? `${inRows} (${sections.join(', ')})` : inRows;
}
