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

describe('formatters while a page starts', () => {
  it('builds the currency formatter only when a price is shown (it costs tens of ms on a phone)', async () => {
    vi.resetModules();
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made++;
        return new target(...args);
      },
    });
    try {
      const fresh = await import('./format');
      expect(made).toBe(0);
      expect(fresh.formatCents(550)).toBe(`5,50${nbsp}€`);
      expect(fresh.formatCents(100)).toBe(`1,00${nbsp}€`);
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
