import { describe, expect, it } from 'vitest';
import { orderReturnDays, returnDeadline, returnPageNote, returnRefundCents, returnRefusal, returnRefusalText } from './ticket-returns';

const startsAt = new Date('2026-12-10T18:00:00Z');
const ticket = { orderPaid: true, ticketValid: true, admitted: false, startsAt };

describe('returnRefusal', () => {
  it('allows a return up to the configured days before the performance, and not a millisecond later', () => {
    const deadline = returnDeadline(startsAt, 14);
    expect(deadline.toISOString()).toBe('2026-11-26T18:00:00.000Z');
    expect(returnRefusal(ticket, 14, deadline)).toBeNull();
    expect(returnRefusal(ticket, 14, new Date(deadline.getTime() + 1))).toBe('period_over');
  });
  it('with 0 days a ticket can go back until the performance begins', () => {
    expect(returnRefusal(ticket, 0, new Date(startsAt.getTime() - 1))).toBeNull();
    expect(returnRefusal(ticket, 0, new Date(startsAt.getTime() + 1))).toBe('period_over');
  });
  it('never for an admitted ticket, a revoked ticket or an unpaid order', () => {
    const early = new Date('2026-10-01T00:00:00Z');
    expect(returnRefusal({ ...ticket, admitted: true }, 14, early)).toBe('admitted');
    expect(returnRefusal({ ...ticket, ticketValid: false }, 14, early)).toBe('not_valid');
    expect(returnRefusal({ ...ticket, orderPaid: false }, 14, early)).toBe('not_paid');
  });
  it('names the deadline when the period is over', () => {
    expect(returnRefusalText('period_over', '26.11.2026, 19:00 Uhr')).toBe(
      'Die Rückgabefrist ist abgelaufen: Eine Rückgabe war bis 26.11.2026, 19:00 Uhr möglich.',
    );
  });
  it('tells the buyer in German why any other ticket cannot go back', () => {
    expect(returnRefusalText('not_paid', '')).toBe('Diese Bestellung ist nicht bezahlt; es gibt nichts zurückzugeben.');
    expect(returnRefusalText('not_valid', '')).toBe('Dieses Ticket ist bereits storniert oder zurückgegeben.');
    expect(returnRefusalText('admitted', '')).toBe('Dieses Ticket wurde am Einlass bereits eingelöst und kann nicht zurückgegeben werden.');
  });
});

describe('orderReturnDays', () => {
  it('keeps the period in force at payment, even 0 days, and takes the setting only for an order paid without one (issue 37 item 5)', () => {
    expect(orderReturnDays(14, 7)).toBe(14);
    expect(orderReturnDays(0, 7)).toBe(0);
    expect(orderReturnDays(null, 7)).toBe(7);
    expect(orderReturnDays(undefined, 7)).toBe(7);
  });
});

describe('returnRefundCents', () => {
  const money = { totalCents: 2700 + 300, donationCents: 300, listCents: 3000, refundedCents: 0, capturedCents: 3000 };
  it("pays a single ticket its price after the order's discount, rounded down", () => {
    // 10 % off 3 × 10 €: one ticket is worth 9 €.
    expect(returnRefundCents(money, 1000, false)).toBe(900);
    expect(returnRefundCents({ ...money, totalCents: 1000, donationCents: 0 }, 1000, false)).toBe(333);
  });
  it('the last tickets take everything not yet paid back, donation included', () => {
    expect(returnRefundCents({ ...money, refundedCents: 900 }, 2000, true)).toBe(2100);
  });
  it('never more than is left of the capture', () => {
    expect(returnRefundCents({ ...money, refundedCents: 2900 }, 2000, false)).toBe(100);
    expect(returnRefundCents({ ...money, refundedCents: 3000 }, 1000, true)).toBe(0);
    // More refunded than captured (a reversal on top): nothing, never a negative amount.
    expect(returnRefundCents({ ...money, refundedCents: 3500 }, 1000, true)).toBe(0);
    expect(returnRefundCents({ ...money, refundedCents: 3500 }, 1000, false)).toBe(0);
  });
  it('pays nothing for tickets that had no list price', () => {
    expect(returnRefundCents({ ...money, listCents: 0, totalCents: 300 }, 0, false)).toBe(0);
  });
});

describe('returnPageNote', () => {
  const format = (deadline: Date) => deadline.toISOString().slice(0, 10);
  const deadline = new Date('2026-11-26T18:00:00Z');
  it('says until when a return is possible, and after the period until when it was', () => {
    expect(returnPageNote([deadline], new Date('2026-11-01T00:00:00Z'), format)).toBe(
      'Du kannst Tickets bis 2026-11-26 zurückgeben; der Betrag wird über PayPal erstattet.',
    );
    expect(returnPageNote([deadline], new Date('2026-11-27T00:00:00Z'), format)).toBe(
      'Die Rückgabefrist ist abgelaufen: Eine Rückgabe war bis 2026-11-26 möglich.',
    );
  });
  it('names the first deadline still open, or the last one that passed; the deadline itself is still open', () => {
    const later = new Date('2026-12-03T18:00:00Z');
    expect(returnPageNote([later, deadline], new Date('2026-11-01T00:00:00Z'), format)).toContain('bis 2026-11-26 zurückgeben');
    expect(returnPageNote([deadline, later], new Date('2026-11-30T00:00:00Z'), format)).toContain('bis 2026-12-03 zurückgeben');
    expect(returnPageNote([later, deadline], new Date('2026-12-05T00:00:00Z'), format)).toContain('war bis 2026-12-03 möglich');
    expect(returnPageNote([deadline], deadline, format)).toContain('bis 2026-11-26 zurückgeben');
  });
  it('says nothing when no ticket is left to return', () => {
    expect(returnPageNote([], new Date(), format)).toBeNull();
  });
});
