import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponDiscountKept,
  type LedgerEntry,
  orderLedger,
  orderRevenue,
  type RevenueOrder,
  refundPendingNote,
  refundState,
  revenueFigures,
  shareCents,
} from './revenue';
import { returnRefundCents } from './ticket-returns';

/** What can happen to a paid order after its purchase. */
type Step =
  | { kind: 'return'; tickets: number }
  | { kind: 'partialCancel'; tickets: number }
  | { kind: 'cancel' }
  | { kind: 'chargeback'; cents: number | 'rest' }
  | { kind: 'refundFails' }
  | { kind: 'refundPending' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('return' as const), tickets: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('partialCancel' as const), tickets: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('chargeback' as const), cents: fc.oneof(fc.constant('rest' as const), fc.integer({ min: 1, max: 5_000 })) }),
  fc.record({ kind: fc.constant('refundFails' as const) }),
  fc.record({ kind: fc.constant('refundPending' as const) }),
);

const purchase = fc.record({
  performances: fc.array(
    fc.record({ performanceId: fc.integer({ min: 1, max: 4 }), tickets: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 0, max: 2_500 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  donation: fc.integer({ min: 0, max: 2_000 }),
  discount: fc.integer({ min: 0, max: 500 }),
  day: fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-22'),
  steps: fc.array(step, { maxLength: 8 }),
});

type Purchase = typeof purchase extends fc.Arbitrary<infer T> ? T : never;

/**
 * Plays an order's history the way the shop does (a return pays back its tickets' share, the last one
 * everything; a cancel pays back what is left; a chargeback takes money back at PayPal) and keeps, beside
 * the ledger, the account's balance as a bank statement would: the money actually still with the shop.
 */
function play(order: Purchase) {
  const lines = order.performances.map((line) => ({ ...line, valid: line.tickets }));
  const list = lines.reduce((sum, line) => sum + line.tickets * line.price, 0);
  const discount = Math.min(order.discount, list);
  const total = list - discount + order.donation;
  const entries: LedgerEntry[] = [{ kind: 'capture', status: 'COMPLETED', amount_cents: total }];
  let balance = total;
  let refunded = 0;
  let status = 'CAPTURED';
  const giveBack = (cents: number, kind: 'refund' | 'reversal', entryStatus = 'COMPLETED') => {
    entries.push({ kind, status: entryStatus, amount_cents: cents });
    // A pending refund is still in the account (PayPal may fail it), but no longer refundable again.
    if (entryStatus !== 'FAILED') refunded += cents;
    if (entryStatus === 'COMPLETED') balance -= cents;
  };
  for (const next of order.steps) {
    if (status !== 'CAPTURED') break;
    const valid = lines.reduce((sum, line) => sum + line.valid, 0);
    if (next.kind === 'return' || next.kind === 'partialCancel') {
      let wanted = Math.min(next.tickets, valid);
      let listBack = 0;
      for (const line of lines) {
        const take = Math.min(line.valid, wanted);
        line.valid -= take;
        wanted -= take;
        listBack += take * line.price;
      }
      const allLeft = lines.every((line) => line.valid === 0);
      const cents = returnRefundCents(
        { totalCents: total, donationCents: order.donation, listCents: list, refundedCents: refunded, capturedCents: total },
        listBack,
        allLeft,
      );
      if (cents > 0) giveBack(cents, 'refund');
      if (allLeft) status = 'CANCELLED';
    } else if (next.kind === 'cancel') {
      if (total - refunded > 0) giveBack(total - refunded, 'refund');
      for (const line of lines) line.valid = 0;
      status = 'CANCELLED';
    } else if (next.kind === 'chargeback') {
      const cents = next.cents === 'rest' ? total - refunded : Math.min(next.cents, total - refunded);
      if (cents <= 0) continue;
      giveBack(cents, 'reversal');
      if (refunded >= total) {
        for (const line of lines) line.valid = 0;
        status = 'CANCELLED';
      }
    } else if (next.kind === 'refundFails') {
      // A refund PayPal refused: nothing went back; it is retried as a new entry later.
      giveBack(Math.min(100, total), 'refund', 'FAILED');
    } else if (next.kind === 'refundPending') {
      const cents = Math.min(100, total - refunded);
      if (cents > 0) giveBack(cents, 'refund', 'PENDING');
    }
  }
  const revenueOrder: RevenueOrder = {
    paid: true,
    status,
    donationCents: order.donation,
    keptCents: orderLedger(entries).kept,
    day: order.day,
    lines: lines.map((line) => ({
      performanceId: line.performanceId,
      validListCents: status === 'CAPTURED' ? line.valid * line.price : 0,
      listCents: line.tickets * line.price,
    })),
  };
  return { entries, balance, revenueOrder, discount, list, lines };
}

describe('revenue is money kept (issue 37 item 3)', () => {
  it('a return, a cancel and a chargeback each take their money off', () => {
    const ledger = orderLedger([
      { kind: 'capture', status: 'REFUNDED', amount_cents: 40_500 },
      { kind: 'refund', status: 'COMPLETED', amount_cents: 12_920 },
      { kind: 'refund', status: 'FAILED', amount_cents: 999 },
      { kind: 'refund', status: 'PENDING', amount_cents: 1_000 },
      { kind: 'reversal', status: 'COMPLETED', amount_cents: 2_400 },
    ]);
    expect(ledger).toEqual({ captured: 40_500, refunded: 12_920, refundPending: 1_000, reversed: 2_400, kept: 25_180 });
  });

  it('a refund PayPal still reports PENDING is shown apart and takes nothing off until it completes (issue 52 item 5)', () => {
    const asked = [
      { kind: 'capture', status: 'COMPLETED', amount_cents: 1_200 },
      { kind: 'refund', status: 'PENDING', amount_cents: 1_200 },
    ];
    expect(orderLedger(asked)).toEqual({ captured: 1_200, refunded: 0, refundPending: 1_200, reversed: 0, kept: 1_200 });
    const done = [asked[0], { ...asked[1], status: 'COMPLETED' }];
    expect(orderLedger(done)).toEqual({ captured: 1_200, refunded: 1_200, refundPending: 0, reversed: 0, kept: 0 });
    const failed = [asked[0], { ...asked[1], status: 'FAILED' }];
    expect(orderLedger(failed)).toEqual({ captured: 1_200, refunded: 0, refundPending: 0, reversed: 0, kept: 1_200 });
    expect(refundPendingNote(1_200)).toBe('12,00\u00a0€ Erstattung ausstehend');
    expect(refundPendingNote(0)).toBeNull();
  });

  it('a payment that bought no tickets is no revenue, a charged-back order none either', () => {
    expect(orderRevenue({ paid: false, status: 'FAILED', donationCents: 0, keptCents: 1_200 })).toEqual({ kept: 0, donations: 0, tickets: 0 });
    expect(orderRevenue({ paid: true, status: 'CANCELLED', donationCents: 500, keptCents: 0 })).toEqual({ kept: 0, donations: 0, tickets: 0 });
  });

  it('shares cents exactly', () => {
    expect([
      ...shareCents(100, [
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]).values(),
    ]).toEqual([34, 33, 33]);
    expect([
      ...shareCents(-7, [
        ['a', 0],
        ['b', 0],
      ]).entries(),
    ]).toEqual([['a', -7]]);
  });

  it('for any sequence of purchase, return, cancel, partial cancel and chargeback, the figures equal the ledger', () => {
    fc.assert(
      fc.property(fc.array(purchase, { minLength: 1, maxLength: 6 }), (orders) => {
        const played = orders.map(play);
        for (const order of played) expect(order.revenueOrder.keptCents).toBe(order.balance);
        const figures = revenueFigures(played.map((order) => order.revenueOrder));
        const balance = played.reduce((sum, order) => sum + order.balance, 0);
        expect(figures.kept).toBe(balance);
        expect(figures.tickets + figures.donations).toBe(balance);
        expect([...figures.perDay.values()].reduce((sum, cents) => sum + cents, 0)).toBe(balance);
        for (const day of new Set(orders.map((order) => order.day))) {
          const ofDay = played.filter((_, index) => orders[index].day === day).reduce((sum, order) => sum + order.balance, 0);
          expect(figures.perDay.get(day) ?? 0).toBe(ofDay);
        }
        expect([...figures.perPerformance.values()].reduce((sum, cents) => sum + cents, 0)).toBe(figures.tickets);
        for (const order of played) {
          const discount = couponDiscountKept(
            order.discount,
            order.revenueOrder.lines.reduce((sum, line) => sum + line.validListCents, 0),
            order.list,
          );
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(order.discount);
          if (order.revenueOrder.status !== 'CAPTURED') expect(discount).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('where a refund stands (issue 52 item 5)', () => {
  const capture = { kind: 'capture', status: 'COMPLETED', amount_cents: 1_200 };
  it('a refund PayPal failed is "failed" until a retry is asked for; one still processed is "pending"', () => {
    const failed = [capture, { kind: 'refund', status: 'FAILED', amount_cents: 1_200 }];
    expect(refundState({ refundRequired: true, failureReason: 'REFUND_FAILED', entries: failed })).toBe('failed');
    const retried = [...failed, { kind: 'refund', status: 'PENDING', amount_cents: 1_200 }];
    expect(refundState({ refundRequired: false, failureReason: 'REFUND_FAILED', entries: retried })).toBe('pending');
    const done = [...failed, { kind: 'refund', status: 'COMPLETED', amount_cents: 1_200 }];
    expect(refundState({ refundRequired: false, failureReason: 'REFUND_FAILED', entries: done })).toBeNull();
    expect(refundState({ refundRequired: true, failureReason: 'AMOUNT_MISMATCH', entries: [capture] })).toBeNull();
  });
});

describe('what counts as money taken and given back', () => {
  it('a capture not taken or a refund or reversal that failed counts nowhere', () => {
    const ledger = orderLedger([
      { kind: 'capture', status: 'PENDING', amount_cents: 500 },
      { kind: 'capture', status: 'DECLINED', amount_cents: 700 },
      { kind: 'capture', status: 'COMPLETED', amount_cents: 3_000 },
      { kind: 'reversal', status: 'CANCELLED', amount_cents: 300 },
      { kind: 'reversal', status: 'FAILED', amount_cents: 200 },
      { kind: 'reversal', status: 'PENDING', amount_cents: 1_000 },
      { kind: 'note', status: 'COMPLETED', amount_cents: 50 },
    ]);
    expect(ledger).toEqual({ captured: 3_000, refunded: 0, refundPending: 0, reversed: 1_000, kept: 2_000 });
  });

  it('a paid order still standing counts its donation apart from its tickets', () => {
    expect(orderRevenue({ paid: true, status: 'CAPTURED', donationCents: 500, keptCents: 3_000 })).toEqual({ kept: 3_000, donations: 500, tickets: 2_500 });
  });
});
