import { describe, expect, it } from 'vitest';
import { eventCountdown, premiereCountdown } from './countdown';

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

describe('the line above the buy button (issue 15 item 6)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('names the next performance on sale once the premiere is over', () => {
    expect(eventCountdown('2026-02-20T18:00:00Z', ['2026-03-10T18:00:00Z', '2026-03-05T18:00:00Z'], now)).toBe(
      'Nächste Vorstellung: Donnerstag, 5. März 2026, 19:00 Uhr',
    );
  });
  it('keeps the spec texts before the premiere and when nothing is left on sale', () => {
    expect(eventCountdown('2026-03-05T18:00:00Z', ['2026-03-05T18:00:00Z'], now)).toBe('5 Tage bis zur Premiere!');
    expect(eventCountdown('2026-02-20T18:00:00Z', [], now)).toBe('Die Premiere hat bereits stattgefunden.');
  });
});
