import { describe, expect, it } from 'vitest';
import { formattersFor } from './formatters';

// 19:00 in Berlin (summer time) on a Tuesday.
const evening = '2025-07-08T17:00:00Z';

describe('dates, times and money per language (issue 53)', () => {
  it('keeps German as the spec writes it', () => {
    const de = formattersFor('de');
    expect(de.longDate(evening)).toBe('Dienstag, 8. Juli 2025');
    expect(de.date(evening)).toBe('08.07.2025');
    expect(de.time(evening)).toBe('19:00');
    expect(de.money(1234.5)).toBe('1.234,50\u00a0€');
  });

  it("writes each language's own dates on the Berlin clock", () => {
    expect(formattersFor('en').longDate(evening)).toBe('Tuesday, 8 July 2025');
    expect(formattersFor('tr').longDate(evening)).toContain('8 Temmuz 2025');
    expect(formattersFor('uk').longDate(evening)).toContain('8 липня 2025');
    expect(formattersFor('ar').longDate(evening)).toContain('يوليو');
    // Midnight in Berlin is still the day before in UTC.
    expect(formattersFor('en').date('2025-07-08T22:30:00Z')).toBe('09/07/2025');
  });

  it('shows times on the 24-hour clock in every language, Arabic with Western digits', () => {
    for (const language of ['en', 'tr', 'uk'] as const) expect(formattersFor(language).time(evening)).toBe('19:00');
    expect(formattersFor('ar').time(evening)).toBe('\u206819:00\u2069');
  });

  it('writes euros with the sign where each language puts it', () => {
    expect(formattersFor('en').money(5.5)).toBe('€5.50');
    expect(formattersFor('tr').money(5.5)).toBe('€5,50');
    expect(formattersFor('uk').money(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
    // Isolated (FSI … PDI) inside right-to-left text, so the amount keeps its order.
    expect(formattersFor('ar').money(5.5)).toMatch(/^\u2068.*5\.50.*€.*\u2069$/);
    expect(formattersFor('en').number(1234)).toBe('1,234');
  });
});
