import { describe, expect, it } from 'vitest';
import { assignSeats, seatName, seatRows, seatsOfRoom, seatsPhrase, sellableSeatCount, sellableSeatLabels, toggleSeat } from './seats';

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
    expect(seatRows(seats).map((row) => row.seats.map((seat) => seat.label).join(' '))).toEqual(['A1 A2 A3 A4 A5', 'B1 B2 B3 B4 B5']);
  });

  it('toggles free seats up to the limit and ignores taken ones', () => {
    const [a1, a2, a3] = seatsOfRoom(plan, new Set(['A2']));
    expect(toggleSeat([], a1, 2)).toEqual(['A1']);
    expect(toggleSeat(['A1'], a1, 2)).toEqual([]);
    expect(toggleSeat([], a2, 2)).toEqual([]);
    expect(toggleSeat(['A1', 'A4'], a3, 2)).toEqual(['A1', 'A4']);
    // Giving a seat back keeps the others, in the order they were picked.
    expect(toggleSeat(['A3', 'A1', 'A4'], a1, 3)).toEqual(['A3', 'A4']);
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

describe('a real hall (issue 46)', () => {
  const hall = [
    { row: 'A', seats: 6, first: 3, aisles: [5], blocked: [8], section: 'Parkett' },
    { row: 'B', seats: 4, wheelchair: [1], companion: [2], section: 'Empore' },
  ];

  it('numbers rows from their first seat, marks aisles, kinds and sections, and reads blocked seats as taken', () => {
    const seats = seatsOfRoom(hall);
    expect(seats.filter((seat) => seat.row === 'A').map((seat) => seat.label)).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    expect(seats.find((seat) => seat.label === 'A6')?.aisleBefore).toBe(true);
    expect(seats.find((seat) => seat.label === 'A8')).toMatchObject({ kind: 'blocked', taken: true });
    expect(seats.find((seat) => seat.label === 'B1')).toMatchObject({ kind: 'wheelchair', taken: false, section: 'Empore' });
    expect(seats.find((seat) => seat.label === 'B2')?.kind).toBe('companion');
  });

  it('counts every seat but the blocked ones as capacity', () => {
    expect(sellableSeatCount(hall)).toBe(9);
    expect(sellableSeatLabels(hall).has('A8')).toBe(false);
    expect(sellableSeatCount(plan)).toBe(10);
  });
});

describe('seat wording', () => {
  it('names a seat by row and number', () => {
    expect(seatName('D7')).toBe('Reihe D, Platz 7');
    expect(seatName('Loge')).toBe('Loge');
    expect(seatName(' aa12 ')).toBe('Reihe AA, Platz 12');
    for (const other of ['D7a', 'Loge 3', '7D', 'D', '1A2']) expect(seatName(other)).toBe(other);
  });

  it('says Platz for one seat and Plätze for more', () => {
    expect(seatsPhrase(['C8'])).toBe('Platz C8');
    expect(seatsPhrase(['C8', 'C9'])).toBe('Plätze C8, C9');
    expect(seatsPhrase([])).toBe('');
  });
});
