import { describe, expect, it } from 'vitest';
import { assignSeats, seatRows, seatsOfRoom, toggleSeat } from './seats';

const plan = [
  { row: 'A', seats: 5 },
  { row: 'B', seats: 5 },
];

describe('seats of a room', () => {
  it('labels seats per row (A1–A5, B1–B5) and marks taken ones', () => {
    const seats = seatsOfRoom(plan, new Set(['A2']));
    expect(seats.map((seat) => seat.label)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5']);
    expect(seats.filter((seat) => seat.taken).map((seat) => seat.label)).toEqual(['A2']);
    expect(seatRows(seats).map((row) => row.row)).toEqual(['A', 'B']);
  });

  it('toggles free seats up to the limit and ignores taken ones', () => {
    const [a1, a2, a3] = seatsOfRoom(plan, new Set(['A2']));
    expect(toggleSeat([], a1, 2)).toEqual(['A1']);
    expect(toggleSeat(['A1'], a1, 2)).toEqual([]);
    expect(toggleSeat([], a2, 2)).toEqual([]);
    expect(toggleSeat(['A1', 'A4'], a3, 2)).toEqual(['A1', 'A4']);
  });

  it('hands seats to categories in the order picked', () => {
    const result = assignSeats(
      [
        { categoryId: 1, quantity: 2 },
        { categoryId: 2, quantity: 0 },
        { categoryId: 3, quantity: 1 },
      ],
      ['B1', 'B2', 'A5'],
    );
    expect([...result]).toEqual([
      [1, ['B1', 'B2']],
      [3, ['A5']],
    ]);
  });
});
