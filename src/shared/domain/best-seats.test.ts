import { describe, expect, it } from 'vitest';
import { bestAdjacentSeats, bestSeats, seatsToHoldBack } from './best-seats';
import { type Seat, seatsOfRoom } from './seats';

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

  it('never joins seats whose numbers do not follow each other', () => {
    const seat = (number: number): Seat => ({ label: `A${number}`, row: 'A', number, taken: false });
    expect(bestAdjacentSeats([1, 2, 4, 5].map(seat), 3)).toBeNull();
    expect(bestAdjacentSeats([1, 2, 4, 5].map(seat), 2)).toEqual(['A1', 'A2']);
  });

  it('counts the front row as a third of the way back in a hall of three rows or fewer', () => {
    const plan = ['A', 'B', 'C'].map((row) => ({ row, seats: 5 }));
    expect(bestAdjacentSeats(seatsOfRoom(plan), 1)).toEqual(['A3']);
  });

  it('weighs a row as four seats sideways: off-centre in the best row beats the middle of the next', () => {
    const plan = ['A', 'B', 'C', 'D'].map((row) => ({ row, seats: 12 }));
    const free = new Set(['B3', 'C6']);
    const taken = new Set(
      seatsOfRoom(plan)
        .map((seat) => seat.label)
        .filter((label) => !free.has(label)),
    );
    expect(bestAdjacentSeats(seatsOfRoom(plan, taken), 1)).toEqual(['B3']);
    const farOut = new Set(
      seatsOfRoom(plan)
        .map((seat) => seat.label)
        .filter((label) => label !== 'B1' && label !== 'C6'),
    );
    expect(bestAdjacentSeats(seatsOfRoom(plan, farOut), 1)).toEqual(['C6']);
  });

  it('suggests a single seat too', () => {
    expect(bestAdjacentSeats(seatsOfRoom([{ row: 'A', seats: 5 }]), 1)).toEqual(['A3']);
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

  it('prefers seats side by side to better single seats across an aisle', () => {
    expect(bestSeats(seatsOfRoom([{ row: 'A', seats: 4, aisles: [2] }]), 2)).toEqual(['A1', 'A2']);
  });

  it('takes the best single seats first when none are side by side', () => {
    const seats = seatsOfRoom([{ row: 'A', seats: 6 }], new Set(['A2', 'A5']));
    expect(bestSeats(seats, 3)).toEqual(['A3', 'A4', 'A1']);
  });

  it('takes free wheelchair spaces and companion seats last, never a blocked or taken one', () => {
    const plan = [{ row: 'A', seats: 4, wheelchair: [1], companion: [2], blocked: [3] }];
    expect(bestSeats(seatsOfRoom(plan), 3)).toEqual(['A4', 'A1', 'A2']);
    expect(bestSeats(seatsOfRoom(plan), 4)).toBeNull();
    expect(bestSeats(seatsOfRoom(plan, new Set(['A1'])), 2)).toEqual(['A4', 'A2']);
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
