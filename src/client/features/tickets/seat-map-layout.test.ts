import { describe, expect, it } from 'vitest';
import { seatsOfRoom } from '../../../shared/domain/seats';
import { fromTheBack, moveFocus, placeSeats } from './seat-map-layout';

const hall = seatsOfRoom([
  { row: 'A', seats: 6, aisles: [3], section: 'Parkett' },
  { row: 'B', seats: 4, section: 'Parkett' },
  { row: 'C', seats: 3, blocked: [2], section: 'Empore' },
]);

describe('the seat map grid', () => {
  it('puts an aisle as an empty column, centres shorter rows and starts sections', () => {
    const { rows, columns } = placeSeats(hall);
    expect(columns).toBe(7);
    expect(rows[0].seats.map((seat) => seat.column)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(rows[1].seats.map((seat) => seat.column)).toEqual([2, 3, 4, 5]);
    expect(rows.map((row) => row.section)).toEqual(['Parkett', undefined, 'Empore']);
  });

  it('moves along rows and to the nearest seat above and below, past blocked seats, reaching taken ones', () => {
    const { rows } = placeSeats(hall);
    expect(moveFocus(rows, 'A3', 'ArrowRight')).toBe('A4');
    expect(moveFocus(rows, 'A6', 'ArrowRight')).toBe('A6');
    expect(moveFocus(rows, 'A1', 'ArrowDown')).toBe('B1');
    expect(moveFocus(rows, 'B4', 'ArrowUp')).toBe('A4');
    expect(moveFocus(rows, 'C1', 'ArrowRight')).toBe('C3');
    expect(moveFocus(rows, 'B2', 'End')).toBe('B4');
    expect(moveFocus(rows, 'B2', 'Home')).toBe('B1');
    expect(moveFocus(rows, 'A1', 'ArrowUp')).toBe('A1');
  });
});

describe('the stage at the bottom', () => {
  it('shows the last row on top and names each section where it begins', () => {
    const rows = fromTheBack(placeSeats(hall).rows);
    expect(rows.map((row) => row.row)).toEqual(['C', 'B', 'A']);
    expect(rows.map((row) => row.section)).toEqual(['Empore', 'Parkett', undefined]);
    expect(moveFocus(rows, 'B1', 'ArrowUp')).toBe('C1');
  });
});
