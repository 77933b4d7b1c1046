import { describe, expect, it } from 'vitest';
import { overviewScope, perDaySeries } from './statistics-overview';

describe('the statistics overview (issue 51 item 6)', () => {
  it('stacks tickets per day by category, oldest day first', () => {
    const rows = [
      { day: '2026-11-21', category: 'Kinder', total_tickets: 2 },
      { day: '2026-11-21', category: 'Erwachsene', total_tickets: 5 },
      { day: '2026-11-19', category: 'Erwachsene', total_tickets: 3 },
    ];
    expect(perDaySeries(rows)).toEqual({
      days: ['2026-11-19', '2026-11-21'],
      labels: ['19.11.2026', '21.11.2026'],
      series: [
        { category: 'Erwachsene', values: [3, 5] },
        { category: 'Kinder', values: [0, 2] },
      ],
    });
    expect(perDaySeries([])).toEqual({ days: [], labels: [], series: [] });
  });

  it('names what is shown: all events, one event, or one performance with its date', () => {
    const events = [{ id: 1, title: 'Zeitsprung', performances: [{ id: 7, starts_at: '2026-12-03T18:00:00Z' }] }];
    const when = (iso: string) => iso.slice(0, 10);
    expect(overviewScope(events, {}, when)).toBe('Alle Events');
    expect(overviewScope(events, { eventId: 1 }, when)).toBe('Zeitsprung');
    expect(overviewScope(events, { eventId: 1, performanceId: 7 }, when)).toBe('Zeitsprung, 2026-12-03');
    expect(overviewScope(events, { eventId: 9 }, when)).toBe('Alle Events');
  });
});
