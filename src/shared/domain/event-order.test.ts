import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byNextPerformance } from './event-order';

const at = (iso: string, past = false) => ({ starts_at: iso, past });

describe('the event list order', () => {
  it('puts upcoming events by next performance first, then past ones most recent first', () => {
    const events = [
      { id: 1, performances: [at('2024-09-19T17:30:00Z', true)] },
      { id: 2, performances: [at('2026-05-01T17:00:00Z', true), at('2026-12-20T17:00:00Z')] },
      { id: 3, performances: [at('2026-12-01T17:00:00Z')] },
      { id: 4, performances: [] },
      { id: 5, performances: [at('2025-07-08T17:00:00Z', true)] },
    ];
    expect(byNextPerformance(events).map((event) => event.id)).toEqual([3, 2, 5, 1, 4]);
  });

  it('gives the same order whatever order the events come in, equal dates by id', () => {
    const events = [
      { id: 1, performances: [at('2026-12-01T17:00:00Z')] },
      { id: 2, performances: [at('2026-05-01T17:00:00Z', true), at('2026-12-20T17:00:00Z')] },
      { id: 3, performances: [at('2026-12-01T17:00:00Z')] },
      { id: 4, performances: [at('2026-11-15T17:00:00Z'), at('2027-01-10T17:00:00Z')] },
      { id: 5, performances: [at('2025-07-08T17:00:00Z', true)] },
      { id: 6, performances: [at('2025-03-01T17:00:00Z', true), at('2025-07-08T17:00:00Z', true)] },
      { id: 7, performances: [at('2024-09-19T17:30:00Z', true)] },
      { id: 8, performances: [] },
      { id: 9, performances: [] },
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(events, { minLength: events.length }), (shuffled) => {
        expect(byNextPerformance(shuffled).map((event) => event.id)).toEqual([4, 1, 3, 2, 5, 6, 7, 8, 9]);
      }),
      { numRuns: 100 },
    );
  });
});
