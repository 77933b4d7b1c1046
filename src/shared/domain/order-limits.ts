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

/** Which limit cut a typed quantity, as data: the shop words it in the visitor's language. */
export type ClampReason =
  | { kind: 'remaining'; category: string; remaining: number; max: number }
  | { kind: 'category'; category: string; categoryLimit: number; max: number }
  | { kind: 'order'; category: string; orderMax: number; max: number };

/** The limit that cut a typed quantity to `max`; undefined when the quantity fits. */
export function clampReason(
  wanted: unknown,
  max: number,
  limits: { category: string; categoryLimit: number; orderMax: number; remaining: number },
): ClampReason | undefined {
  const value = Math.trunc(Number(typeof wanted === 'string' ? wanted.replace(',', '.') : wanted));
  if (!Number.isFinite(value) || value <= max) return undefined;
  const { category } = limits;
  if (max >= limits.remaining && limits.remaining < Math.min(limits.categoryLimit, limits.orderMax))
    return { kind: 'remaining', category, remaining: limits.remaining, max };
  if (max === limits.categoryLimit && limits.categoryLimit < limits.orderMax) return { kind: 'category', category, categoryLimit: limits.categoryLimit, max };
  return { kind: 'order', category, orderMax: limits.orderMax, max };
}

/**
 * What the category step says when it cuts a typed quantity to a limit, naming the limit that applied, in
 * German (the German catalog's `flow.clamp.*` say the same); undefined when the quantity fits.
 */
export function clampNotice(
  wanted: unknown,
  max: number,
  limits: { category: string; categoryLimit: number; orderMax: number; remaining: number },
): string | undefined {
  const reason = clampReason(wanted, max, limits);
  if (!reason) return undefined;
  if (reason.kind === 'remaining') return `Nur noch ${reason.remaining} ${ticketWord(reason.remaining)} „${reason.category}“ verfügbar – auf ${max} gesetzt.`;
  if (reason.kind === 'category')
    return `Höchstens ${reason.categoryLimit} ${ticketWord(reason.categoryLimit)} „${reason.category}“ pro Bestellung – auf ${max} gesetzt.`;
  return `${orderTicketsMessage(reason.orderMax)} „${reason.category}“ wurde auf ${max} gesetzt.`;
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

/** What keeps one cart line from the checkout, as data: the shop words it in the visitor's language. */
export type CartLineProblem =
  | { kind: 'orderLimit'; category: string; orderLimit: number }
  | { kind: 'soldOut' }
  | { kind: 'remaining'; category: string; remaining: number };

/** What keeps the cart from the checkout: per line, the order's ticket total, the donation. */
export interface CartLimitProblems {
  lines: Record<number, CartLineProblem>;
  total?: { orderMax: number; tickets: number };
  donation?: { maxCents: number };
  ok: boolean;
}

export interface CartLimitCheck {
  /** A message per cart line id that cannot be ordered as it is (German here, the visitor's language in the shop). */
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
export function cartLimitProblems(
  items: readonly LimitedLine[],
  donationCents: number,
  allowance: (performanceId: number, categoryId: number) => LineAllowance | undefined,
  orderMax?: number,
): CartLimitProblems {
  const lines: Record<number, CartLineProblem> = {};
  const totals = new Map<string, number>();
  for (const item of items) {
    const key = `${item.performanceId}:${item.categoryId}`;
    totals.set(key, (totals.get(key) ?? 0) + item.quantity);
  }
  for (const item of items) {
    const limit = allowance(item.performanceId, item.categoryId);
    if (!limit) continue;
    const total = totals.get(`${item.performanceId}:${item.categoryId}`) ?? 0;
    if (total > limit.orderLimit) lines[item.id] = { kind: 'orderLimit', category: item.type, orderLimit: limit.orderLimit };
    else if (total > limit.remaining)
      lines[item.id] = limit.remaining === 0 ? { kind: 'soldOut' } : { kind: 'remaining', category: item.type, remaining: limit.remaining };
  }
  const tickets = items.reduce((sum, item) => sum + item.quantity, 0);
  const total = orderMax !== undefined && tickets > orderMax ? { orderMax, tickets } : undefined;
  const donation = donationCents > MAX_DONATION_CENTS ? { maxCents: MAX_DONATION_CENTS } : undefined;
  return { lines, total, donation, ok: Object.keys(lines).length === 0 && !donation && !total };
}

/** A line's problem in German (the German catalog's `cart.problem.*` say the same). */
export function cartLineProblemText(problem: CartLineProblem): string {
  if (problem.kind === 'soldOut') return 'Ausverkauft.';
  if (problem.kind === 'orderLimit') return `Höchstens ${problem.orderLimit} ${ticketWord(problem.orderLimit)} „${problem.category}“ pro Bestellung.`;
  return `Nur noch ${problem.remaining} ${ticketWord(problem.remaining)} „${problem.category}“ verfügbar.`;
}

/** The cart against the order limits, each problem in a German sentence. */
export function checkCartLimits(
  items: readonly LimitedLine[],
  donationCents: number,
  allowance: (performanceId: number, categoryId: number) => LineAllowance | undefined,
  orderMax?: number,
): CartLimitCheck {
  const found = cartLimitProblems(items, donationCents, allowance, orderMax);
  return {
    lines: Object.fromEntries(Object.entries(found.lines).map(([id, problem]) => [id, cartLineProblemText(problem)])),
    total: found.total && `${orderTicketsMessage(found.total.orderMax)} Im Warenkorb sind ${found.total.tickets}.`,
    donation: found.donation && `Die Spende darf höchstens ${formatCents(found.donation.maxCents)} betragen.`,
    ok: found.ok,
  };
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
