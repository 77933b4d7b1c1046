/** Spec §9: at most 400 of one cart line. */
export const MAX_CART_QUANTITY = 400;
/** Spec §5/§9: a category allows 0–10 tickets per order unless it sets another maximum. */
export const DEFAULT_TICKET_MAX = 10;

function toNumber(input: unknown): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  const text = input.trim();
  return text === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/** Spec §5 cart quantity: integer 1–400; a non-number or 0 gives 1; above 400 gives 400. */
export function parseCartQuantity(input: unknown): number {
  const value = Math.trunc(toNumber(input));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, MAX_CART_QUANTITY);
}

/** Spec §5 ticket quantity: integer clamped 0 to the category maximum (default 10). */
export function clampTicketQuantity(input: unknown, max: number = DEFAULT_TICKET_MAX): number {
  const limit = Math.max(0, Math.trunc(Number.isFinite(max) ? max : DEFAULT_TICKET_MAX));
  const value = Math.trunc(toNumber(input));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, limit);
}

/** The most tickets of one category a visitor may pick: the category maximum, never more than remain. */
export function ticketLimit(categoryMax: number | undefined, remaining: number): number {
  return Math.max(0, Math.min(categoryMax ?? DEFAULT_TICKET_MAX, remaining));
}
