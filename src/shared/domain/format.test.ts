import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount, formatCents, formatDate, formatDateTime, formatEuros, formatLongDate, formatTicketCount, formatTime } from './format';

const nbsp = '\u00a0';

describe('German formats (spec §9)', () => {
  it('writes euros with two decimals and a comma', () => {
    expect(formatEuros(6)).toBe(`6,00${nbsp}€`);
    expect(formatEuros(1234.5)).toBe(`1.234,50${nbsp}€`);
    expect(formatCents(1550)).toBe(`15,50${nbsp}€`);
    expect(formatAmount(5.5)).toBe('5,50');
  });

  it('writes dates and times in Berlin time', () => {
    const start = '2025-07-08T17:00:00.000Z';
    expect(formatDate(start)).toBe('08.07.2025');
    expect(formatTime(start)).toBe('19:00');
    expect(formatDateTime(start)).toBe('08.07.2025, 19:00 Uhr');
    expect(formatLongDate(start)).toBe('Dienstag, 8. Juli 2025');
  });
});

describe('ticket counts', () => {
  it("says '1 Ticket' and '0 Tickets', '2 Tickets'", () => {
    expect(formatTicketCount(1)).toBe('1 Ticket');
    expect(formatTicketCount(0)).toBe('0 Tickets');
    expect(formatTicketCount(2)).toBe('2 Tickets');
  });
});

/** Runs `check` on a freshly imported format module while counting `new Intl[name](…)` calls. */
async function countingConstructions(
  name: 'NumberFormat' | 'DateTimeFormat',
  check: (fresh: typeof import('./format'), made: () => number) => void,
): Promise<void> {
  vi.resetModules();
  const original = Intl[name];
  let made = 0;
  Intl[name] = new Proxy(original, {
    construct(target, args) {
      made++;
      return Reflect.construct(target, args);
    },
  }) as never;
  try {
    check(await import('./format'), () => made);
  } finally {
    Intl[name] = original as never;
  }
}

describe('formatters while a page starts', () => {
  it('builds the currency formatter only when a price is shown (it costs tens of ms on a phone)', async () => {
    await countingConstructions('NumberFormat', (fresh, made) => {
      expect(made()).toBe(0);
      expect(fresh.formatCents(550)).toBe(`5,50${nbsp}€`);
      expect(fresh.formatCents(100)).toBe(`1,00${nbsp}€`);
      expect(made()).toBe(1);
    });
  });

  it('builds the plain-amount formatter on first use too, and it writes two decimals', async () => {
    await countingConstructions('NumberFormat', (fresh, made) => {
      expect(made()).toBe(0);
      expect(fresh.formatAmount(5.5)).toBe('5,50');
      expect(fresh.formatAmount(1234)).toBe('1.234,00');
      expect(made()).toBe(1);
    });
  });
});

/** Today's Intl formatters, the reference the shop's own Berlin formatting must match byte for byte. */
const intl = {
  date: new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }),
  longDate: new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  time: new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }),
};
const HOUR = 3_600_000;
/** The last Sunday of a month at 01:00 UTC: the EU's summer-time switch instants. */
const switchInstant = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getTime() - last.getUTCDay() * 24 * HOUR + HOUR;
};

describe('Berlin dates without time-zone data', () => {
  const sameAsIntl = (ms: number) => {
    const instant = new Date(ms);
    expect(formatDate(instant)).toBe(intl.date.format(instant));
    expect(formatLongDate(instant)).toBe(intl.longDate.format(instant));
    expect(formatTime(instant)).toBe(intl.time.format(instant));
    expect(formatDateTime(instant.toISOString())).toBe(`${intl.date.format(instant)}, ${intl.time.format(instant)} Uhr`);
  };

  it('writes what Intl writes for any instant from 1970 to 2400', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2400, 0, 1) }), sameAsIntl), { numRuns: 10_000 });
  }, 60_000);

  it('writes what Intl writes around every summer-time switch (last Sundays of March and October, 01:00 UTC)', () => {
    const nearSwitch = fc
      .tuple(fc.integer({ min: 1996, max: 2300 }), fc.constantFrom(2, 9), fc.integer({ min: -3 * HOUR, max: 3 * HOUR }))
      .map(([year, month, delta]) => switchInstant(year, month) + delta);
    fc.assert(fc.property(nearSwitch, sameAsIntl), { numRuns: 10_000 });
    for (let year = 1996; year <= 2100; year++) {
      for (const month of [2, 9]) for (const delta of [-60_001, -60_000, -1, 0, 1, 59_999, 60_000]) sameAsIntl(switchInstant(year, month) + delta);
    }
  }, 60_000);

  it('writes what Intl writes at the turn of every year and at midnight', () => {
    for (let year = 1990; year <= 2110; year++) {
      for (const delta of [-HOUR - 1, -HOUR, -1, 0, 1, 23 * HOUR - 1, 23 * HOUR]) sameAsIntl(Date.UTC(year, 0, 1) + delta);
    }
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDate('kein Datum')).toThrow(RangeError);
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('builds no Intl.DateTimeFormat for a show date (its time-zone data costs ~150 ms on a phone while the page hydrates)', async () => {
    await countingConstructions('DateTimeFormat', (fresh, made) => {
      for (const shown of ['2025-07-08T17:00:00.000Z', '2026-12-01T18:30:00.000Z', '2026-03-29T00:59:00.000Z']) {
        fresh.formatDate(shown);
        fresh.formatLongDate(shown);
        fresh.formatTime(shown);
        fresh.formatDateTime(shown);
      }
      expect(made()).toBe(0);
    });
  });

  it('names every weekday and month in German without Intl', async () => {
    await countingConstructions('DateTimeFormat', (fresh) => {
      // 2025-07-06 is a Sunday: seven days name each weekday once, the 15th of each month each month.
      for (let day = 6; day < 13; day++) {
        const noon = new Date(Date.UTC(2025, 6, day, 10));
        expect(fresh.formatLongDate(noon)).toBe(intl.longDate.format(noon));
      }
      for (let month = 0; month < 12; month++) {
        const noon = new Date(Date.UTC(2025, month, 15, 10));
        expect(fresh.formatLongDate(noon)).toBe(intl.longDate.format(noon));
      }
    });
  });

  it('asks Intl, built on first use, for dates before the EU summer-time rule', async () => {
    await countingConstructions('DateTimeFormat', (fresh, made) => {
      const before = new Date(Date.UTC(1990, 6, 8, 17));
      expect(fresh.formatDate(before)).toBe('08.07.1990');
      expect(fresh.formatLongDate(before)).toBe('Sonntag, 8. Juli 1990');
      expect(fresh.formatTime(before)).toBe('19:00');
      expect(made()).toBe(3);
    });
  });
});
