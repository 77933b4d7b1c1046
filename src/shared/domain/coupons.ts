import { formatDate } from './format.js';

/**
 * Coupon codes (issue 33.1): a percentage or a fixed amount off the tickets, or free tickets of a category
 * (Freikarten for helpers and the cast's families). The server prices the code; the cart shows its answer.
 */
export type CouponKind = 'percent' | 'amount' | 'free';

export interface CouponRule {
  code: string;
  kind: CouponKind;
  /** percent: whole percent 1–100; amount: cents; free: tickets free per order. */
  value: number;
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Uses in all (paid orders and open holds); null is unlimited. */
  maxUses: number | null;
  maxUsesPerBuyer: number;
  /** Empty: every event / category. */
  eventIds: readonly number[];
  categoryIds: readonly number[];
}

/** The part of an order line a coupon looks at. */
export interface CouponLine {
  eventId: number;
  categoryId: number;
  unitPriceCents: number;
  quantity: number;
}

/** Codes are typed by people: case and surrounding blanks do not matter. */
export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

export const COUPON_MESSAGES = {
  disabled: 'Gutscheincodes sind in diesem Shop nicht aktiviert.',
  unknown: 'Diesen Gutscheincode gibt es nicht oder er ist abgeschaltet.',
  notApplicable: 'Dieser Gutscheincode gilt nicht für die Tickets in deinem Warenkorb.',
  usedUp: 'Dieser Gutscheincode ist schon aufgebraucht.',
} as const;

const appliesTo = (rule: CouponRule, line: CouponLine) =>
  (rule.eventIds.length === 0 || rule.eventIds.includes(line.eventId)) && (rule.categoryIds.length === 0 || rule.categoryIds.includes(line.categoryId));

/** Why this code cannot be used now for these lines (German, for the buyer); null when it can. */
export function couponRefusal(rule: CouponRule | undefined, lines: readonly CouponLine[], now: Date): string | null {
  if (!rule?.active) return COUPON_MESSAGES.unknown;
  if (rule.validFrom && now < rule.validFrom) return `Dieser Gutscheincode gilt erst ab ${formatDate(rule.validFrom)}.`;
  if (rule.validUntil && now > rule.validUntil) return `Dieser Gutscheincode galt nur bis ${formatDate(rule.validUntil)}.`;
  if (!lines.some((line) => appliesTo(rule, line))) return COUPON_MESSAGES.notApplicable;
  return null;
}

/** Why the code's quotas refuse one more use (counted under the coupon row's lock); null when one is left. */
export function couponQuotaRefusal(rule: Pick<CouponRule, 'maxUses' | 'maxUsesPerBuyer'>, uses: number, buyerUses: number): string | null {
  if (rule.maxUses !== null && uses >= rule.maxUses) return COUPON_MESSAGES.usedUp;
  if (buyerUses >= rule.maxUsesPerBuyer) {
    return rule.maxUsesPerBuyer === 1
      ? 'Du hast diesen Gutscheincode schon genutzt.'
      : `Du hast diesen Gutscheincode schon ${buyerUses}-mal genutzt (höchstens ${rule.maxUsesPerBuyer}-mal).`;
  }
  return null;
}

/**
 * The discount in cents on the lines the code applies to, at their list prices: a percentage rounded to
 * the cent, a fixed amount up to their sum, or the `value` dearest tickets free.
 */
export function couponDiscountCents(rule: CouponRule, lines: readonly CouponLine[]): number {
  const eligible = lines.filter((line) => appliesTo(rule, line));
  const sum = eligible.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);
  if (rule.kind === 'percent') return Math.round((sum * Math.min(100, rule.value)) / 100);
  if (rule.kind === 'amount') return Math.min(rule.value, sum);
  const prices = eligible.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitPriceCents)).sort((a, b) => b - a);
  return prices.slice(0, rule.value).reduce((total, price) => total + price, 0);
}

/** What the code gives, as the back office and the cart name it ('10 %', '5,00 €', '2 Freikarten'). */
export function describeCoupon(rule: Pick<CouponRule, 'kind' | 'value'>): string {
  if (rule.kind === 'percent') return `${rule.value} %`;
  if (rule.kind === 'amount') return `${(rule.value / 100).toFixed(2).replace('.', ',')} €`;
  return rule.value === 1 ? '1 Freikarte' : `${rule.value} Freikarten`;
}
