import { describe, expect, it } from 'vitest';
import { orderSummaryRows } from './order-summary';

const valid = { status: 'valid' as const, revoked_reason: null };
const cancelled = { status: 'cancelled' as const, revoked_reason: 'CANCELLED' };
const capture = { kind: 'capture', status: 'COMPLETED', amount_cents: 2400 };
const text = (rows: Array<{ term: string; value: string }>) => rows.map((row) => `${row.term}: ${row.value}`.replace(/\u00a0/g, ' '));

describe("the order's summary after a refund (issue 51 item 6)", () => {
  it('says only the total and the tickets while nothing went back', () => {
    expect(text(orderSummaryRows({ totalCents: 2400, ticketCount: 3, tickets: [valid, valid, valid], ledger: [capture] }))).toEqual([
      'Gesamt: 24,00 €',
      'Tickets gesamt: 3',
    ]);
  });

  it('shows what was refunded, what is left, and which tickets still count', () => {
    const refund = { kind: 'refund', status: 'COMPLETED', amount_cents: 800 };
    expect(text(orderSummaryRows({ totalCents: 2400, ticketCount: 3, tickets: [cancelled, valid, valid], ledger: [capture, refund] }))).toEqual([
      'Gesamt: 24,00 €',
      'Erstattet: 8,00 €',
      'Verbleibt: 16,00 €',
      'Tickets: 2 gültig, 1 storniert (von 3)',
    ]);
  });

  it('names a chargeback apart, and counts no pending refund as back yet', () => {
    const reversal = { kind: 'reversal', status: 'COMPLETED', amount_cents: 2400 };
    const pending = { kind: 'refund', status: 'PENDING', amount_cents: 800 };
    expect(text(orderSummaryRows({ totalCents: 2400, ticketCount: 3, tickets: [cancelled, cancelled, cancelled], ledger: [capture, reversal] }))).toEqual([
      'Gesamt: 24,00 €',
      'Zurückgebucht: 24,00 €',
      'Verbleibt: 0,00 €',
      'Tickets: 0 gültig, 3 storniert (von 3)',
    ]);
    expect(text(orderSummaryRows({ totalCents: 2400, ticketCount: 3, tickets: [valid, valid, valid], ledger: [capture, pending] }))).toEqual([
      'Gesamt: 24,00 €',
      'Tickets gesamt: 3',
    ]);
  });

  it('counts a handed-on ticket once (its successor), and an unpaid order by its lines', () => {
    const handedOn = { status: 'cancelled' as const, revoked_reason: 'TRANSFERRED' };
    expect(text(orderSummaryRows({ totalCents: 1600, ticketCount: 2, tickets: [handedOn, valid, valid], ledger: [] }))).toEqual([
      'Gesamt: 16,00 €',
      'Tickets gesamt: 2',
    ]);
    expect(text(orderSummaryRows({ totalCents: 1600, ticketCount: 2, tickets: [], ledger: [] }))).toEqual(['Gesamt: 16,00 €', 'Tickets gesamt: 2']);
  });
});
