import { describe, expect, it } from 'vitest';
import { firstShortage, quotaKey, takenSeatsOf } from './shortage';

const line = (categoryId: number, quantity: number, seat: string | null = null) => ({ performanceId: 7, categoryId, quantity, seat });
const quotas = new Map([
  [quotaKey(7, 1), { capacity: 10, taken: 8 }],
  [quotaKey(7, 2), { capacity: 5, taken: 5 }],
]);
const noSeats = new Map<number, Set<string>>();

describe('firstShortage', () => {
  it('lets lines through that fit their quota', () => {
    expect(firstShortage([line(1, 2)], quotas, noSeats)).toBeNull();
  });

  it('adds up the lines of one quota and names how many places are left', () => {
    const first = line(1, 1, 'A1');
    expect(firstShortage([first, line(1, 1, 'A2'), line(1, 1, 'A3')], quotas, noSeats)).toEqual({ kind: 'places', line: first, remaining: 2 });
  });

  it('reports a full quota with nothing left, and an unknown quota as having no places', () => {
    expect(firstShortage([line(2, 1)], quotas, noSeats)).toMatchObject({ kind: 'places', remaining: 0 });
    expect(firstShortage([line(3, 1)], quotas, noSeats)).toMatchObject({ kind: 'places', remaining: 0 });
  });

  it('never counts more places left than the capacity minus what is taken, and never fewer than none', () => {
    const over = new Map([[quotaKey(7, 1), { capacity: 3, taken: 5 }]]);
    expect(firstShortage([line(1, 1)], over, noSeats)).toMatchObject({ remaining: 0 });
  });

  it('reports a seat already taken once the places fit', () => {
    const taken = new Map([[7, new Set(['B4'])]]);
    const seated = line(1, 1, 'B4');
    expect(firstShortage([line(1, 1, 'B3'), seated], quotas, taken)).toEqual({ kind: 'seat', line: seated });
    expect(firstShortage([line(1, 1, 'B3')], quotas, taken)).toBeNull();
  });

  it('lets a seat through when nothing of its performance is known taken', () => {
    expect(firstShortage([line(1, 1, 'B4')], quotas, noSeats)).toBeNull();
  });
});

describe('takenSeatsOf (issue 51: a clash names every seat that went)', () => {
  it('lists every taken seat of the cart in cart order, free ones and unseated lines left out', () => {
    const taken = new Map([[1, new Set(['A2', 'A4'])]]);
    const lines = [1, 2, 3, 4].map((n) => ({ performanceId: 1, categoryId: 1, quantity: 1, seat: `A${n}` }));
    expect(takenSeatsOf([...lines.reverse(), { performanceId: 1, categoryId: 1, quantity: 2, seat: null }], taken)).toEqual(['A4', 'A2']);
    expect(takenSeatsOf(lines, new Map())).toEqual([]);
  });
});
