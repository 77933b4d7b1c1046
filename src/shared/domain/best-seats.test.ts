import { describe, expect, it } from 'vitest';
import { bestAdjacentSeats, bestSeats, seatsToHoldBack } from './best-seats';
import { seatsOfRoom } from './seats';

const hall = [
  { row: 'A', seats: 8, aisles: [4] },
  { row: 'B', seats: 8, aisles: [4], wheelchair: [1], companion: [2] },
  { row: 'C', seats: 8, aisles: [4] },
  { row: 'D', seats: 8, aisles: [4] },
];

describe('Beste verfügbare Plätze', () => {
  it('suggests adjacent seats in the middle of the row a third back, never across an aisle', () => {
    expect(bestAdjacentSeats(seatsOfRoom(hall), 3)).toEqual(['B5', 'B6', 'B7']);
    const plan = [
      { row: 'A', seats: 10 },
      { row: 'B', seats: 10 },
      { row: 'C', seats: 10 },
      { row: 'D', seats: 10 },
    ];
    expect(bestAdjacentSeats(seatsOfRoom(plan), 2)).toEqual(['B5', 'B6']);
    expect(bestAdjacentSeats(seatsOfRoom(plan), 3)).toEqual(['B4', 'B5', 'B6']);
  });

  it('skips taken seats, wheelchair spaces and companion seats', () => {
    const taken = new Set(['A2', 'A3', 'A6', 'A7', 'B5', 'B6']);
    const best = bestAdjacentSeats(seatsOfRoom(hall, taken), 3);
    expect(best).toEqual(['C2', 'C3', 'C4']);
    expect(bestAdjacentSeats(seatsOfRoom([{ row: 'A', seats: 3, wheelchair: [2] }]), 2)).toBeNull();
  });

  it('keeps numbering gaps apart: seats 4 and 6 are not side by side', () => {
    const plan = [{ row: 'A', seats: 3, first: 4, blocked: [5] }];
    expect(bestAdjacentSeats(seatsOfRoom(plan), 2)).toBeNull();
  });

  it('answers null for more seats than any row holds, and for none', () => {
    expect(bestAdjacentSeats(seatsOfRoom(hall), 5)).toBeNull();
    expect(bestAdjacentSeats(seatsOfRoom(hall), 0)).toBeNull();
  });
});

describe('seats for the box office', () => {
  it('takes adjacent seats when it can, else the best single seats, and null when too few are free', () => {
    const seats = seatsOfRoom([{ row: 'A', seats: 4, aisles: [2] }]);
    expect(bestSeats(seats, 2)).toHaveLength(2);
    const three = bestSeats(seats, 3) ?? [];
    expect(new Set(three).size).toBe(3);
    expect(new Set(bestSeats(seats, 4))).toEqual(new Set(['A1', 'A2', 'A3', 'A4']));
    expect(bestSeats(seats, 5)).toBeNull();
  });

  it('holds back the last free seats of the hall, leaving wheelchair spaces on sale', () => {
    const seats = seatsOfRoom(
      [
        { row: 'A', seats: 3 },
        { row: 'B', seats: 3, wheelchair: [3] },
      ],
      new Set(['B1']),
    );
    expect(seatsToHoldBack(seats, 3)).toEqual(['B2', 'A3', 'A2']);
  });
});
