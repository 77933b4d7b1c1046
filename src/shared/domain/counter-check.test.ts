import { describe, expect, it } from 'vitest';
import { type CounterSnapshot, counterDifferences } from './counter-check';

const agreed: CounterSnapshot = {
  quotas: [{ performance_id: 1, category_id: 2, held: 3, sold: 4 }],
  boxOffice: [{ performance_id: 1, sold: 5 }],
  seats: [{ performance_id: 1, seat: 'A1', order_id: 9 }],
};

describe('counterDifferences', () => {
  it('finds nothing when the stored counters equal the count', () => {
    expect(counterDifferences(agreed, structuredClone(agreed))).toEqual([]);
  });

  it('names each counter that differs, with both values', () => {
    const counted: CounterSnapshot = {
      quotas: [{ performance_id: 1, category_id: 2, held: 2, sold: 4 }],
      boxOffice: [{ performance_id: 1, sold: 6 }],
      seats: [{ performance_id: 1, seat: 'A2', order_id: 9 }],
    };
    expect(counterDifferences(agreed, counted)).toEqual([
      { counter: 'quota 1/2 held', stored: 3, counted: 2 },
      { counter: 'box office 1 sold', stored: 5, counted: 6 },
      { counter: 'seat 1/A1', stored: 9, counted: null },
      { counter: 'seat 1/A2', stored: null, counted: 9 },
    ]);
  });

  it('compares each quota and each box office with its own count, tickets sold as well as held', () => {
    const stored: CounterSnapshot = {
      quotas: [
        { performance_id: 1, category_id: 2, held: 3, sold: 4 },
        { performance_id: 1, category_id: 3, held: 0, sold: 7 },
      ],
      boxOffice: [
        { performance_id: 1, sold: 5 },
        { performance_id: 2, sold: 1 },
      ],
      seats: [],
    };
    expect(counterDifferences(stored, structuredClone(stored))).toEqual([]);
    const counted = structuredClone(stored);
    counted.quotas[1].sold = 8;
    expect(counterDifferences(stored, counted)).toEqual([{ counter: 'quota 1/3 sold', stored: 7, counted: 8 }]);
  });
});
