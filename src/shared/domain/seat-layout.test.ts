import { describe, expect, it } from 'vitest';
import {
  addRow,
  addSeat,
  layoutRows,
  layoutSize,
  markSeat,
  normalisePlan,
  planError,
  removeRow,
  removeSeat,
  seatCount,
  sectionGroups,
  setSection,
  validateRoom,
} from './seat-layout';

const room = { name: 'Aula', location: 'Parkstraße 12', capacity: 0, rows: 2, seatsPerRow: 5 };

describe('seat layout', () => {
  it('turns rows × seats into rows A, B, … with their seats', () => {
    expect(layoutRows(2, 5)).toEqual([
      { row: 'A', seats: 5 },
      { row: 'B', seats: 5 },
    ]);
    expect(seatCount(layoutRows(3, 4))).toBe(12);
    expect(layoutRows(0, 5)).toEqual([]);
  });

  it('reads the rectangle back from stored rows', () => {
    expect(layoutSize(layoutRows(4, 7))).toEqual({ rows: 4, seatsPerRow: 7 });
    expect(layoutSize([])).toEqual({ rows: 0, seatsPerRow: 0 });
  });

  it('needs a name, 1–26 rows and 1–100 seats per row with a layout', () => {
    expect(validateRoom(room)).toEqual({});
    expect(validateRoom({ ...room, name: ' ' }).name).toBe('Bitte einen Namen angeben.');
    expect(validateRoom({ ...room, rows: 27 }).rows).toContain('1 bis 26 Reihen');
    expect(validateRoom({ ...room, seatsPerRow: 0 }).seatsPerRow).toContain('1 bis 100 Plätze');
    expect(validateRoom({ ...room, seatsPerRow: 101 }).seatsPerRow).toContain('1 bis 100 Plätze');
  });

  it('needs a capacity of at least 1 for free seating', () => {
    expect(validateRoom({ ...room, rows: 0, seatsPerRow: 0 }).capacity).toContain('1 bis 100.000');
    expect(validateRoom({ ...room, rows: 0, seatsPerRow: 0, capacity: 300 })).toEqual({});
  });
});

describe('the drawn seat plan (issue 46)', () => {
  const rows = [{ row: 'A', seats: 6 }];

  it('marks a seat as one kind at a time and toggles aisles', () => {
    const wheelchair = markSeat(rows, 'A', 2, 'wheelchair');
    expect(wheelchair[0].wheelchair).toEqual([2]);
    const blocked = markSeat(wheelchair, 'A', 2, 'blocked');
    expect(blocked[0]).toMatchObject({ wheelchair: [], blocked: [2] });
    expect(markSeat(blocked, 'A', 2, 'seat')[0]).toMatchObject({ wheelchair: [], companion: [], blocked: [] });
    const aisle = markSeat(rows, 'A', 3, 'aisle');
    expect(aisle[0].aisles).toEqual([3]);
    expect(markSeat(aisle, 'A', 3, 'aisle')[0].aisles).toEqual([]);
  });

  it('refuses marks outside the row and twice-named rows, and stores the plan without empty lists', () => {
    expect(planError([{ row: 'A', seats: 4, first: 3, wheelchair: [2] }])).toBe('Reihe A: Rollstuhlplatz bei Platz 2, den es in der Reihe nicht gibt.');
    expect(
      planError([
        { row: 'A', seats: 4 },
        { row: 'A', seats: 4 },
      ]),
    ).toBe('Die Reihe A steht zweimal im Sitzplan.');
    expect(planError([{ row: 'A', seats: 4, aisles: [2] }])).toBeNull();
    expect(normalisePlan([{ row: ' b ', seats: 4, first: 1, blocked: [], aisles: [2, 2], section: ' ' }])).toEqual([{ row: 'B', seats: 4, aisles: [2] }]);
  });
});

describe('rows of their own length and sections (issue 46 item 2)', () => {
  const hall = layoutRows(5, 10);

  it('adds and removes seats at a row’s end, never below one or above 100', () => {
    expect(addSeat(hall, 'C')[2].seats).toBe(11);
    expect(removeSeat(removeSeat(hall, 'C'), 'C')[2].seats).toBe(8);
    expect(removeSeat(hall, 'C')[1]).toBe(hall[1]);
    expect(removeSeat([{ row: 'A', seats: 1 }], 'A')).toEqual([{ row: 'A', seats: 1 }]);
    expect(addSeat([{ row: 'A', seats: 100 }], 'A')[0].seats).toBe(100);
  });

  it('drops the marks of a removed seat and an aisle that would lead nowhere', () => {
    const marked = { row: 'A', seats: 6, first: 3, wheelchair: [8], companion: [7], aisles: [4, 7], blocked: [3] };
    expect(removeSeat([marked], 'A')[0]).toEqual({ row: 'A', seats: 5, first: 3, wheelchair: [], companion: [7], aisles: [4], blocked: [3] });
    expect(planError(removeSeat([marked], 'A'))).toBeNull();
  });

  it('adds a row behind the last with the next letter, its length and section, and removes rows', () => {
    const withSection = setSection(hall, 'D', 'E', 'Empore');
    expect(addRow(withSection).at(-1)).toEqual({ row: 'F', seats: 10, section: 'Empore' });
    expect(addRow([])).toEqual([{ row: 'A', seats: 10 }]);
    expect(addRow(layoutRows(26, 4))).toHaveLength(26);
    const gap = removeRow(hall, 'C');
    expect(gap.map((row) => row.row)).toEqual(['A', 'B', 'D', 'E']);
    expect(removeRow([{ row: 'A', seats: 3 }], 'A')).toEqual([{ row: 'A', seats: 3 }]);
    expect(planError(addRow(addRow(gap)))).toBeNull();
  });

  it('names the section of a range of rows and groups the rows under their sections', () => {
    const parts = setSection(setSection(hall, 'A', 'C', 'Parkett'), 'E', 'D', ' Empore ');
    expect(parts.map((row) => row.section)).toEqual(['Parkett', 'Parkett', 'Parkett', 'Empore', 'Empore']);
    expect(sectionGroups(parts).map((group) => [group.section, group.rows.map((row) => row.row).join('')])).toEqual([
      ['Parkett', 'ABC'],
      ['Empore', 'DE'],
    ]);
    const cleared = setSection(parts, 'A', 'A', '');
    expect('section' in cleared[0]).toBe(false);
    expect(sectionGroups(cleared).map((group) => group.section)).toEqual(['', 'Parkett', 'Empore']);
    expect(setSection(hall, 'X', 'B', 'Empore')).toEqual(hall);
  });
});
