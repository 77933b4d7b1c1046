import { describe, expect, it } from 'vitest';
import { premiereCountdown } from './countdown';

const now = new Date('2025-07-01T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('premiere countdown (spec §4)', () => {
  it('counts whole days, rounded up', () => {
    expect(premiereCountdown(inHours(24 * 6 + 1), now)).toBe('7 Tage bis zur Premiere!');
    expect(premiereCountdown(inHours(25), now)).toBe('2 Tage bis zur Premiere!');
  });

  it('says one day in the singular', () => {
    expect(premiereCountdown(inHours(24), now)).toBe('1 Tag bis zur Premiere!');
    expect(premiereCountdown(inHours(1), now)).toBe('1 Tag bis zur Premiere!');
  });

  it('says the premiere is over once it has begun', () => {
    expect(premiereCountdown(now, now)).toBe('Die Premiere hat bereits stattgefunden.');
    expect(premiereCountdown(inHours(-50), now)).toBe('Die Premiere hat bereits stattgefunden.');
  });

  it('is unknown without a date', () => {
    expect(premiereCountdown(null, now)).toBeUndefined();
    expect(premiereCountdown('kein Datum', now)).toBeUndefined();
  });
});
