import { centsToEuros } from './money.js';

/** One coupon code's paid orders as the database sums them (cents). */
export interface CouponUsageRow {
  code: string;
  uses: number;
  tickets: number;
  discount_cents: number;
}

export interface CouponStatistics {
  codes: Array<{ code: string; uses: number; tickets: number; discount: number }>;
  /** Euros given as coupon discount over all codes. */
  total_discount: number;
}

/**
 * The coupons section of the statistics (issue 33): per code its uses (orders), their tickets and the
 * discount given, largest discount first; only paid orders count, as for the revenue.
 */
export function couponStatistics(rows: readonly CouponUsageRow[]): CouponStatistics {
  const sorted = [...rows].sort((a, b) => b.discount_cents - a.discount_cents || a.code.localeCompare(b.code));
  const totalCents = rows.reduce((sum, row) => sum + row.discount_cents, 0);
  return {
    codes: sorted.map((row) => ({ code: row.code, uses: row.uses, tickets: row.tickets, discount: centsToEuros(row.discount_cents) })),
    total_discount: centsToEuros(totalCents),
  };
}
