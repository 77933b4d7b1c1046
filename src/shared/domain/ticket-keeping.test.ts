import { describe, expect, it } from 'vitest';
import { ticketsExpired, ticketsKeptUntil } from './ticket-keeping';

describe('how long a device keeps a ticket page', () => {
  it('keeps it until six hours after the start of the last performance', () => {
    const until = ticketsKeptUntil(['2026-06-12T17:00:00.000Z', '2026-06-13T17:00:00.000Z', '2026-06-12T17:00:00.000Z']);
    expect(until?.toISOString()).toBe('2026-06-13T23:00:00.000Z');
  });

  it('keeps it during and right after the performance, and drops it once it is over', () => {
    const starts = ['2026-06-12T17:00:00.000Z'];
    expect(ticketsExpired(starts, new Date('2026-06-12T19:30:00.000Z'))).toBe(false);
    expect(ticketsExpired(starts, new Date('2026-06-12T22:59:59.999Z'))).toBe(false);
    expect(ticketsExpired(starts, new Date('2026-06-12T23:00:00.000Z'))).toBe(true);
  });

  it('does not keep a page with no tickets (unpaid) or with unreadable dates', () => {
    expect(ticketsKeptUntil([])).toBeNull();
    expect(ticketsExpired([], new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(ticketsExpired(['gestern'], new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});
