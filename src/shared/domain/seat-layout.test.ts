import { describe, expect, it } from 'vitest';
import { layoutRows, layoutSize, seatCount, validateRoom } from './seat-layout';

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
