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

/**
 * 'Höchstens 10 Tickets pro Bestellung' means the whole order (issue 32 item 3): the shop's maximum per
 * customer caps the tickets of one order together; a category's own maximum caps that category on top.
 */
export function orderTicketsMessage(max: number): string {
  return `Pro Bestellung sind höchstens ${max} ${ticketWord(max)} möglich.`;
}

/** How many more tickets of a category fit: its own limit, and what the order's limit leaves after the others. */
export function roomInOrder(categoryLimit: number, orderMax: number, otherTickets: number): number {
  return Math.max(0, Math.min(categoryLimit, orderMax - otherTickets));
}

/**
 * What the category step says when it cuts a typed quantity to a limit, naming the limit that applied;
 * undefined when the quantity fits.
 */
export function clampNotice(
  wanted: unknown,
  max: number,
  limits: { category: string; categoryLimit: number; orderMax: number; remaining: number },
): string | undefined {
  const value = Math.trunc(Number(typeof wanted === 'string' ? wanted.replace(',', '.') : wanted));
  if (!Number.isFinite(value) || value <= max) return undefined;
  if (max >= limits.remaining && limits.remaining < Math.min(limits.categoryLimit, limits.orderMax)) {
    return `Nur noch ${limits.remaining} ${ticketWord(limits.remaining)} „${limits.category}“ verfügbar – auf ${max} gesetzt.`;
  }
  if (max === limits.categoryLimit && limits.categoryLimit < limits.orderMax) {
    return `Höchstens ${limits.categoryLimit} ${ticketWord(limits.categoryLimit)} „${limits.category}“ pro Bestellung – auf ${max} gesetzt.`;
  }
  return `${orderTicketsMessage(limits.orderMax)} „${limits.category}“ wurde auf ${max} gesetzt.`;
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
  /** Set when the order holds more tickets than the shop's maximum per order. */
  total?: string;
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
  orderMax?: number,
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
  const tickets = items.reduce((sum, item) => sum + item.quantity, 0);
  const total = orderMax !== undefined && tickets > orderMax ? `${orderTicketsMessage(orderMax)} Im Warenkorb sind ${tickets}.` : undefined;
  const donation = donationCents > MAX_DONATION_CENTS ? `Die Spende darf höchstens ${formatCents(MAX_DONATION_CENTS)} betragen.` : undefined;
  return { lines, total, donation, ok: Object.keys(lines).length === 0 && !donation && !total };
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
