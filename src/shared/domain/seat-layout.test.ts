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
  roomSizeText,
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

  it('makes no rows when either side is zero: free seating', () => {
    expect(layoutRows(2, 0)).toEqual([]);
    expect(layoutRows(0, 0)).toEqual([]);
    expect(layoutRows(1, 1)).toEqual([{ row: 'A', seats: 1 }]);
  });

  it('reads an uneven layout as the rectangle of its longest row', () => {
    expect(
      layoutSize([
        { row: 'A', seats: 3 },
        { row: 'B', seats: 9 },
        { row: 'C', seats: 5 },
      ]),
    ).toEqual({ rows: 3, seatsPerRow: 9 });
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

  it('takes a name of up to 100 and an address of up to 300 characters, blanks around them not counted', () => {
    const name100 = 'N'.repeat(100);
    expect(validateRoom({ ...room, name: name100 })).toEqual({});
    expect(validateRoom({ ...room, name: `  ${name100}  ` })).toEqual({});
    expect(validateRoom({ ...room, name: `${name100}x` })).toEqual({ name: 'Der Name darf höchstens 100 Zeichen lang sein.' });
    const address300 = 'a'.repeat(300);
    expect(validateRoom({ ...room, location: address300 })).toEqual({});
    expect(validateRoom({ ...room, location: ` ${address300} ` })).toEqual({});
    expect(validateRoom({ ...room, location: `${address300}b` })).toEqual({ location: 'Die Adresse darf höchstens 300 Zeichen lang sein.' });
  });

  it('takes 1 to 26 whole rows and 1 to 100 whole seats a row, and a layout as soon as either is given', () => {
    for (const [rows, seatsPerRow] of [
      [1, 1],
      [26, 100],
    ]) {
      expect(validateRoom({ ...room, rows, seatsPerRow })).toEqual({});
    }
    const rowsWrong = { rows: 'Ein Sitzplan hat 1 bis 26 Reihen (A–Z).' };
    expect(validateRoom({ ...room, rows: 0, seatsPerRow: 5 })).toEqual(rowsWrong);
    expect(validateRoom({ ...room, rows: 2.5 })).toEqual(rowsWrong);
    expect(validateRoom({ ...room, rows: 27 })).toEqual(rowsWrong);
    const seatsWrong = { seatsPerRow: 'Eine Reihe hat 1 bis 100 Plätze.' };
    expect(validateRoom({ ...room, rows: 3, seatsPerRow: 0 })).toEqual(seatsWrong);
    expect(validateRoom({ ...room, seatsPerRow: 4.5 })).toEqual(seatsWrong);
    expect(validateRoom({ ...room, seatsPerRow: 101 })).toEqual(seatsWrong);
  });

  it('takes a free-seating capacity of 1 to 100.000 whole places', () => {
    const free = { ...room, rows: 0, seatsPerRow: 0 };
    expect(validateRoom({ ...free, capacity: 1 })).toEqual({});
    expect(validateRoom({ ...free, capacity: 100000 })).toEqual({});
    const wrong = { capacity: 'Die Kapazität muss eine ganze Zahl von 1 bis 100.000 sein.' };
    expect(validateRoom({ ...free, capacity: 100001 })).toEqual(wrong);
    expect(validateRoom({ ...free, capacity: 12.5 })).toEqual(wrong);
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

  it('leaves the other rows as they are when marking a seat', () => {
    const two = [
      { row: 'A', seats: 6 },
      { row: 'B', seats: 6 },
    ];
    for (const mark of ['wheelchair', 'aisle'] as const) {
      const marked = markSeat(two, 'B', 2, mark);
      expect(marked[0]).toBe(two[0]);
      expect(marked[0]).toEqual({ row: 'A', seats: 6 });
    }
  });

  it('keeps marks in seat order and removes only the seat clicked', () => {
    const plan = [{ row: 'A', seats: 12, aisles: [3, 10], wheelchair: [10, 4], companion: [5] }];
    expect(markSeat(plan, 'A', 9, 'aisle')[0].aisles).toEqual([3, 9, 10]);
    expect(markSeat(plan, 'A', 2, 'aisle')[0].aisles).toEqual([2, 3, 10]);
    expect(markSeat(plan, 'A', 3, 'aisle')[0].aisles).toEqual([10]);
    expect(markSeat(plan, 'A', 9, 'wheelchair')[0]).toMatchObject({ wheelchair: [4, 9, 10], companion: [5], blocked: [] });
    expect(markSeat(plan, 'A', 2, 'companion')[0]).toMatchObject({ wheelchair: [10, 4], companion: [2, 5] });
    expect(markSeat(plan, 'A', 10, 'seat')[0]).toMatchObject({ wheelchair: [4], companion: [5], aisles: [3, 10] });
  });

  it('takes row names of one to three letters, in any case and with blanks around them', () => {
    expect(
      planError([
        { row: ' a ', seats: 2 },
        { row: 'abc', seats: 2 },
      ]),
    ).toBeNull();
    expect(
      planError([
        { row: 'a', seats: 2 },
        { row: ' A', seats: 2 },
      ]),
    ).toBe('Die Reihe A steht zweimal im Sitzplan.');
    for (const row of ['', 'ABCD', '1', 'A1', '1A', 'Ä']) {
      expect(planError([{ row, seats: 2 }])).toBe(`Reihe „${row}“: Reihen heißen A, B, C … (Buchstaben).`);
    }
  });

  it('stores a plan’s first number when not 1, marks deduplicated in numeric order, a trimmed section', () => {
    expect(normalisePlan([{ row: 'a', seats: 12, first: 3, wheelchair: [10, 9, 10], aisles: [11, 2], section: ' Empore ' }])).toEqual([
      { row: 'A', seats: 12, first: 3, wheelchair: [9, 10], aisles: [2, 11], section: 'Empore' },
    ]);
    expect(normalisePlan([{ row: 'B', seats: 4 }])).toEqual([{ row: 'B', seats: 4 }]);
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

  it('takes the first free letter after the last row, wrapping round to A', () => {
    const rows = ['A', 'C', 'B'].map((row) => ({ row, seats: 4 }));
    expect(addRow(rows).at(-1)?.row).toBe('D');
    const tail = ['X', 'Y', 'Z'].map((row) => ({ row, seats: 4 }));
    expect(addRow(tail).at(-1)?.row).toBe('A');
    expect(addRow(layoutRows(25, 4)).at(-1)).toEqual({ row: 'Z', seats: 4 });
  });

  it('adds no row to a plan of 26 rows, even when a letter is free', () => {
    const rows = [...layoutRows(25, 4), { row: 'AA', seats: 4 }];
    expect(addRow(rows)).toEqual(rows);
  });

  it('groups rows by their section without the blanks around it', () => {
    const rows = [
      { row: 'A', seats: 2, section: 'Empore' },
      { row: 'B', seats: 2, section: ' Empore ' },
      { row: 'C', seats: 2 },
    ];
    expect(sectionGroups(rows).map((group) => [group.section, group.rows.length])).toEqual([
      ['Empore', 2],
      ['', 1],
    ]);
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

describe('the room as the room list says it (issue 51 item 6)', () => {
  it('counts rows, not a rectangle, when a row is shorter', () => {
    const rows = [...'ABCDEF'].map((row) => ({ row, seats: row === 'F' ? 9 : 10 }));
    expect(roomSizeText(59, rows)).toBe('59 Plätze in 6 Reihen');
  });
  it('names the sections, one row, one seat and free seating', () => {
    expect(
      roomSizeText(48, [
        { row: 'A', seats: 24, section: 'Parkett' },
        { row: 'B', seats: 24, section: ' Empore ' },
      ]),
    ).toBe('48 Plätze in 2 Reihen (Parkett, Empore)');
    expect(roomSizeText(1, [{ row: 'A', seats: 1 }])).toBe('1 Platz in 1 Reihe');
    expect(roomSizeText(1200, [])).toBe('1.200 Plätze, freie Platzwahl');
  });
});
