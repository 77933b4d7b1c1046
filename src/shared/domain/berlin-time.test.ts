import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinDay, berlinInstant, berlinOffsetMinutes, SHOP_TIME_ZONE, twoDigits } from './berlin-time';

describe('berlinInstant', () => {
  it('is the shop time zone', () => {
    expect(SHOP_TIME_ZONE).toBe('Europe/Berlin');
  });

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

describe('wall-clock times in another time zone, read from Intl', () => {
  it('turns a local time into its instant behind, ahead of and at UTC, half hours included', () => {
    expect(berlinInstant('2025-07-08', '19:00', 'America/New_York').toISOString()).toBe('2025-07-08T23:00:00.000Z');
    expect(berlinInstant('2025-12-08', '19:00', 'America/New_York').toISOString()).toBe('2025-12-09T00:00:00.000Z');
    expect(berlinInstant('2025-07-08', '19:00', 'Asia/Kolkata').toISOString()).toBe('2025-07-08T13:30:00.000Z');
    expect(berlinInstant('2025-07-08', '19:00', 'UTC').toISOString()).toBe('2025-07-08T19:00:00.000Z');
  });

  it('gives the calendar day in that zone', () => {
    expect(berlinDay(new Date('2026-03-01T23:30:00Z'), 'America/New_York')).toBe('2026-03-01');
    expect(berlinDay(new Date('2026-03-01T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });

  it('pads months and days to two digits', () => {
    expect(twoDigits(5)).toBe('05');
    expect(twoDigits(12)).toBe('12');
    expect(berlinDay(new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
  });
});

// One formatter for all calls: building one per call cost most of the run and timed the test out under load.
const intlOffsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });

/** Intl's reading of Berlin's offset, the reference for the EU rule's arithmetic. */
function intlOffset(instant: Date): number {
  const text = intlOffsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(text) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}
const intlDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('Berlin time by the EU rule, without time-zone data', () => {
  const instants = fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2400, 0, 1) }).map((ms) => new Date(ms));

  it('has the offset Intl has at any instant since 1996, and the same calendar day', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(berlinOffsetMinutes(instant)).toBe(intlOffset(instant));
        expect(berlinDay(instant)).toBe(intlDay.format(instant));
      }),
      { numRuns: 1_000 },
    );
  });

  it('has the offset Intl has on both sides of every switch from 1996 to 2400', () => {
    for (let year = 1996; year <= 2400; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const switchAt = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (const at of [switchAt - 1, switchAt]) expect(berlinOffsetMinutes(new Date(at))).toBe(intlOffset(new Date(at)));
      }
    }
  });

  it('switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(berlinOffsetMinutes(new Date('2026-03-29T00:59:59.999Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-03-29T01:00:00.000Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T01:00:00.000Z'))).toBe(60);
  });

  it('leaves years before the rule to Intl', () => {
    expect(berlinOffsetMinutes(new Date('1995-09-30T12:00:00Z'))).toBeUndefined();
    expect(berlinOffsetMinutes(new Date('1996-01-01T00:00:00Z'))).toBe(60);
  });

  it('leaves the years after 9998 to Intl too', () => {
    expect(berlinOffsetMinutes(new Date(Date.UTC(9998, 6, 1)))).toBe(120);
    expect(berlinOffsetMinutes(new Date(Date.UTC(9999, 6, 1)))).toBeUndefined();
    expect(berlinOffsetMinutes(new Date(Number.NaN))).toBeUndefined();
    expect(berlinDay(new Date('1980-06-30T22:30:00Z'))).toBe(intlDay.format(new Date('1980-06-30T22:30:00Z')));
  });

  it("turns a Berlin wall-clock time into the instant that Intl's offsets give, also on the switch days", () => {
    const days = fc.oneof(
      fc.date({ min: new Date('1996-01-02T00:00:00Z'), max: new Date('2300-12-30T00:00:00Z'), noInvalidDate: true }),
      fc.integer({ min: 1996, max: 2300 }).chain((year) =>
        fc.constantFrom(2, 9).map((month) => {
          const last = new Date(Date.UTC(year, month + 1, 0));
          return new Date(last.getTime() - last.getUTCDay() * 86_400_000);
        }),
      ),
    );
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 1439 }), (day, minutes) => {
        const ymd = day.toISOString().slice(0, 10);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const asUtc = Date.parse(`${ymd}T${time}:00Z`);
        const guess = asUtc - intlOffset(new Date(asUtc)) * 60_000;
        expect(berlinInstant(ymd, time).getTime()).toBe(asUtc - intlOffset(new Date(guess)) * 60_000);
      }),
      { numRuns: 1_000 },
    );
  });
});
