import { describe, expect, it } from 'vitest';
import { berlinDay, berlinInstant } from './berlin-time';

describe('berlinInstant', () => {
  it('uses summer time in July', () => {
    expect(berlinInstant('2025-07-08', '19:00').toISOString()).toBe('2025-07-08T17:00:00.000Z');
  });
  it('uses winter time in December', () => {
    expect(berlinInstant('2026-12-01', '19:30').toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });
  it('gives the Berlin day of a late UTC instant', () => {
    expect(berlinDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  });
});
