import type { CouponLine } from './coupons.js';

/**
 * The order's money (issue 33): list prices, then the group discount and the coupon, both taken from the
 * list prices and together never more than the tickets cost, then the donation. Computed on the server only.
 */
export interface OrderPrice {
  ticketsCents: number;
  groupDiscountCents: number;
  couponDiscountCents: number;
  donationCents: number;
  totalCents: number;
}

export function priceOrder(lines: readonly CouponLine[], discounts: { group: number; coupon: number }, donationCents: number): OrderPrice {
  const ticketsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const groupDiscountCents = Math.min(discounts.group, ticketsCents);
  const couponDiscountCents = Math.min(discounts.coupon, ticketsCents - groupDiscountCents);
  return {
    ticketsCents,
    groupDiscountCents,
    couponDiscountCents,
    donationCents,
    totalCents: ticketsCents - groupDiscountCents - couponDiscountCents + donationCents,
  };
}
