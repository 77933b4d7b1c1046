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
});
