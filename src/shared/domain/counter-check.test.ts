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
});
