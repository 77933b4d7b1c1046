import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscountKept, perPerformance, type RevenueOrder, revenueFigures, shareCents } from './revenue';

/** The revenue rules that share and sum cents: per performance and day, the shares of a discount, a coupon's kept discount. */
describe('sharing cents (largest remainder)', () => {
  const values = (map: Map<string, number>) => [...map.values()];

  it('shares nothing over no weights and zero as plain zeros', () => {
    expect(shareCents(500, []).size).toBe(0);
    const zero = values(
      shareCents(0, [
        ['a', 1],
        ['b', 2],
      ]),
    );
    expect(zero).toEqual([0, 0]);
    expect(zero.every((cents) => Object.is(cents, 0))).toBe(true);
  });

  it('shares by weight, the odd cent to the largest remainder, ties to the first', () => {
    expect(
      values(
        shareCents(100, [
          ['a', 1],
          ['b', 3],
        ]),
      ),
    ).toEqual([25, 75]);
    expect(
      values(
        shareCents(10, [
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toEqual([3, 7]);
    expect(
      values(
        shareCents(2, [
          ['a', 1],
          ['b', 1],
          ['c', 1],
        ]),
      ),
    ).toEqual([1, 1, 0]);
    expect(
      values(
        shareCents(-10, [
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toEqual([-3, -7]);
  });

  it('for any weights: the shares add up exactly, each within a cent of its exact part, the extra cents by largest remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }), (cents, weights) => {
        const shares = shareCents(
          cents,
          weights.map((weight, index) => [index, weight] as [number, number]),
        );
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(cents);
        const exact = weights.map((weight) => (cents * weight) / total);
        const rest = exact.map((value) => value - Math.floor(value));
        const extra = exact.map((value, index) => (shares.get(index) ?? 0) - Math.floor(value));
        for (const added of extra) expect([0, 1]).toContain(added);
        for (let i = 0; i < weights.length; i++) {
          for (let j = 0; j < weights.length; j++) {
            // Whoever got an extra cent had a larger remainder than whoever did not, or an equal one and came first.
            if (extra[i] === 1 && extra[j] === 0) expect(rest[i] > rest[j] || (rest[i] === rest[j] && i < j)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('ticket money per performance and day', () => {
  const order = (extra: Partial<RevenueOrder> = {}): RevenueOrder => ({
    paid: true,
    status: 'CAPTURED',
    donationCents: 0,
    keptCents: 4_000,
    day: '2026-11-20',
    lines: [
      { performanceId: 1, validListCents: 1_000, listCents: 1_000 },
      { performanceId: 2, validListCents: 3_000, listCents: 3_000 },
    ],
    ...extra,
  });

  it('shares an order’s ticket money by the tickets still valid', () => {
    const returned = order({
      keptCents: 3_000,
      lines: [
        { performanceId: 1, validListCents: 0, listCents: 1_000 },
        { performanceId: 2, validListCents: 3_000, listCents: 3_000 },
      ],
    });
    expect([...perPerformance(returned)]).toEqual([
      [1, 0],
      [2, 3_000],
    ]);
  });

  it('shares by the list value once no ticket is valid (money kept after a partial chargeback)', () => {
    const cancelled = order({
      status: 'CANCELLED',
      keptCents: 400,
      lines: [
        { performanceId: 1, validListCents: 0, listCents: 1_000 },
        { performanceId: 2, validListCents: 0, listCents: 3_000 },
      ],
    });
    expect([...perPerformance(cancelled)]).toEqual([
      [1, 100],
      [2, 300],
    ]);
  });

  it('leaves days and performances without kept money out of the figures', () => {
    const figures = revenueFigures([
      order(),
      order({ paid: false, day: '2026-11-21', lines: [{ performanceId: 3, validListCents: 1_000, listCents: 1_000 }] }),
      order({ keptCents: 0, status: 'CANCELLED', day: '2026-11-22' }),
    ]);
    expect([...figures.perDay]).toEqual([['2026-11-20', 4_000]]);
    expect([...figures.perPerformance.keys()]).toEqual([1, 2]);
    expect(figures.kept).toBe(4_000);
  });
});

describe('a coupon’s discount that still stands', () => {
  it('is its share of the tickets still valid, rounded down', () => {
    expect(couponDiscountKept(1_000, 500, 2_000)).toBe(250);
    expect(couponDiscountKept(1_000, 2_000, 3_000)).toBe(666);
    expect(couponDiscountKept(1_000, 2_000, 2_000)).toBe(1_000);
  });

  it('is never more than given, never below zero, and nothing without tickets', () => {
    expect(couponDiscountKept(1_000, 3_000, 2_000)).toBe(1_000);
    expect(couponDiscountKept(1_000, 0, 2_000)).toBe(0);
    expect(couponDiscountKept(1_000, -500, 2_000)).toBe(0);
    expect(couponDiscountKept(1_000, 500, 0)).toBe(0);
    expect(couponDiscountKept(1_000, 500, -2_000)).toBe(0);
  });
});
