import { formatCents, ticketWord } from './format.js';

/**
 * The limits of one order, one definition for the server (which enforces them) and the shop (which shows
 * them before the payment step).
 */

/** The largest donation one order takes, so a typo cannot charge thousands. */
export const MAX_DONATION_CENTS = 100_000;

/** Tickets of one category for one performance in one order: the category's maximum and the shop's. */
export function categoryOrderLimit(categoryMax: number, maxPerCustomer: number): number {
  return Math.max(0, Math.min(categoryMax, maxPerCustomer));
}

export function quantityLimitMessage(max: number, category: string, date: string): string {
  return `Pro Bestellung sind höchstens ${max} ${ticketWord(max)} „${category}“ für den ${date} möglich.`;
}

export const DONATION_LIMIT_MESSAGE = 'Die Spende muss ein Betrag von 0 bis 1.000 € mit höchstens zwei Nachkommastellen sein.';

export interface LimitedLine {
  id: number;
  performanceId: number;
  categoryId: number;
  quantity: number;
  type: string;
}

/** What the shop knows about one performance × category: the order limit and the tickets left. */
export interface LineAllowance {
  orderLimit: number;
  remaining: number;
}

export interface CartLimitCheck {
  /** A German message per cart line id that cannot be ordered as it is. */
  lines: Record<number, string>;
  donation?: string;
  ok: boolean;
}

/**
 * The cart against the order limits: lines of the same performance and category count together (as the
 * server counts them); more than the order limit or than are left blocks the way to the payment.
 */
export function checkCartLimits(
  items: readonly LimitedLine[],
  donationCents: number,
  allowance: (performanceId: number, categoryId: number) => LineAllowance | undefined,
): CartLimitCheck {
  const lines: Record<number, string> = {};
  const totals = new Map<string, number>();
  for (const item of items) {
    const key = `${item.performanceId}:${item.categoryId}`;
    totals.set(key, (totals.get(key) ?? 0) + item.quantity);
  }
  for (const item of items) {
    const limit = allowance(item.performanceId, item.categoryId);
    if (!limit) continue;
    const total = totals.get(`${item.performanceId}:${item.categoryId}`) ?? 0;
    if (total > limit.orderLimit) lines[item.id] = `Höchstens ${limit.orderLimit} ${ticketWord(limit.orderLimit)} „${item.type}“ pro Bestellung.`;
    else if (total > limit.remaining) {
      lines[item.id] = limit.remaining === 0 ? 'Ausverkauft.' : `Nur noch ${limit.remaining} ${ticketWord(limit.remaining)} „${item.type}“ verfügbar.`;
    }
  }
  const donation = donationCents > MAX_DONATION_CENTS ? `Die Spende darf höchstens ${formatCents(MAX_DONATION_CENTS)} betragen.` : undefined;
  return { lines, donation, ok: Object.keys(lines).length === 0 && !donation };
}

/** Error codes of orders/create.php that only a changed cart can fix (sold out, limits, unavailable dates). */
export const CART_PROBLEM_CODES: ReadonlySet<string> = new Set([
  'SOLD_OUT',
  'SEAT_TAKEN',
  'QUANTITY_LIMIT',
  'PERFORMANCE_UNAVAILABLE',
  'CATEGORY_UNAVAILABLE',
  'SEAT_INVALID',
  'SEATS_REQUIRED',
  'NO_SEATING',
  'INVALID_DONATION',
  'EMPTY_TOTAL',
]);
