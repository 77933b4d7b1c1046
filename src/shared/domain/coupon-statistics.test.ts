import { describe, expect, it } from 'vitest';
import { couponStatistics } from './coupon-statistics';

describe('coupon statistics', () => {
  it('lists codes by discount given and sums the discount in euros', () => {
    expect(
      couponStatistics([
        { code: 'ELTERN', uses: 2, tickets: 5, discount_cents: 600 },
        { code: 'HELFER', uses: 3, tickets: 3, discount_cents: 1800 },
        { code: 'ABEND', uses: 1, tickets: 1, discount_cents: 600 },
      ]),
    ).toEqual({
      codes: [
        { code: 'HELFER', uses: 3, tickets: 3, discount: 18 },
        { code: 'ABEND', uses: 1, tickets: 1, discount: 6 },
        { code: 'ELTERN', uses: 2, tickets: 5, discount: 6 },
      ],
      total_discount: 30,
    });
  });

  it('is empty without coupon orders', () => {
    expect(couponStatistics([])).toEqual({ codes: [], total_discount: 0 });
  });
});
