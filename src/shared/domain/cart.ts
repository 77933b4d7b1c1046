import { eurosToCents } from './money.js';
import { MAX_CART_QUANTITY, parseCartQuantity } from './quantity.js';

/**
 * One cart line as stored in the browser (Dexie table `cartItems`, mirrored to localStorage `cartItems`).
 *
 * The first six fields are the spec's (§3 "Cart item (stored)"); the rest is what the server needs to
 * price and hold the tickets. The server never trusts `price` or `title`: it prices every line from
 * `event` + `performanceId` + `categoryId` (and `seats`).
 */
export interface CartItem {
  /** Running index assigned when the line is added (unique within the cart). */
  id: number;
  /** The event's title, shown in bold in the cart. */
  title: string;
  /** The performance's start as an ISO instant (UTC), shown in German format. */
  date: string;
  /** The ticket category's name, e.g. 'Erwachsene' or 'Kinder'. */
  type: string;
  /** Unit price in euros, for display; the server re-prices. */
  price: number;
  /** Integer 1–400 (spec §5). With seats it equals the number of seats. */
  quantity: number;
  /** The event's name (URL slug), e.g. 'musical'. */
  event: string;
  /** The performance (event date) and ticket category; 0 for a line imported from an older version. */
  performanceId: number;
  categoryId: number;
  /** Seat labels ('A3') when the event has seat selection; absent otherwise. */
  seats?: string[];
}

/** A line from the ticket flow before it gets its id (spec §3 "Cart line from the purchase flow"). */
export type CartLine = Omit<CartItem, 'id'>;

export interface CartState {
  items: CartItem[];
  /** Euros, ≥ 0, two decimals. */
  donation: number;
}

export const EMPTY_CART: CartState = { items: [], donation: 0 };

/**
 * The merge rule: a line matches an existing one with the same event, type and date (the spec's §4
 * match). Unlike the spec's original, only that row grows — see docs-deviations.md.
 */
export function sameCartLine(a: Pick<CartItem, 'event' | 'type' | 'date'>, b: Pick<CartItem, 'event' | 'type' | 'date'>): boolean {
  return a.event === b.event && a.type === b.type && a.date === b.date;
}

function nextId(items: readonly CartItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), -1) + 1;
}

/**
 * Spec §4 add: a matching line grows by the added quantity, capped at 400; otherwise the line is
 * appended with the next running id. Seated lines merge their seats instead (one seat, one ticket).
 */
export function addToCart(items: readonly CartItem[], line: CartLine): CartItem[] {
  const quantity = parseCartQuantity(line.quantity);
  const index = items.findIndex((item) => sameCartLine(item, line) && Boolean(item.seats) === Boolean(line.seats));
  if (index === -1) {
    const seats = line.seats ? [...new Set(line.seats)].slice(0, MAX_CART_QUANTITY) : undefined;
    const added: CartItem = { ...line, id: nextId(items), quantity: seats ? Math.max(1, seats.length) : quantity };
    if (seats) added.seats = seats;
    return [...items, added];
  }
  return items.map((item, i) => {
    if (i !== index) return item;
    if (item.seats && line.seats) {
      const seats = [...new Set([...item.seats, ...line.seats])].slice(0, MAX_CART_QUANTITY);
      return { ...item, seats, quantity: seats.length };
    }
    return { ...item, quantity: Math.min(item.quantity + quantity, MAX_CART_QUANTITY) };
  });
}

export function addLinesToCart(items: readonly CartItem[], lines: readonly CartLine[]): CartItem[] {
  return lines.reduce<CartItem[]>((cart, line) => addToCart(cart, line), [...items]);
}

/** Spec §4 remove: deletes one line by id. */
export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Sets a line's quantity through the spec §5 rule; seated lines keep one ticket per seat. */
export function setCartQuantity(items: readonly CartItem[], id: number, input: unknown): CartItem[] {
  return items.map((item) => (item.id === id && !item.seats ? { ...item, quantity: parseCartQuantity(input) } : item));
}

export function lineTotalCents(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return eurosToCents(item.price) * item.quantity;
}

/** Spec §9: total = Σ price × quantity + donation, computed in cents. */
export function cartTotalCents(state: CartState): number {
  return state.items.reduce((sum, item) => sum + lineTotalCents(item), 0) + eurosToCents(state.donation);
}

/** The number shown on the nav's cart icon: tickets in the cart. */
export function cartTicketCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Reads a cart from untrusted JSON (the localStorage mirror of an older version, another tab):
 * keeps well-formed lines, re-applies the quantity rule, drops the rest.
 */
export function sanitizeCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.title !== 'string' || typeof r.type !== 'string' || typeof r.date !== 'string') continue;
    const price = Number(r.price);
    if (!Number.isFinite(price) || price < 0) continue;
    const item: CartItem = {
      id: Number.isInteger(r.id) && !items.some((i) => i.id === r.id) ? (r.id as number) : nextId(items),
      title: r.title,
      date: r.date,
      type: r.type,
      price,
      quantity: parseCartQuantity(r.quantity),
      event: typeof r.event === 'string' ? r.event : '',
      performanceId: Number.isInteger(r.performanceId) ? (r.performanceId as number) : 0,
      categoryId: Number.isInteger(r.categoryId) ? (r.categoryId as number) : 0,
    };
    if (Array.isArray(r.seats) && r.seats.every((seat) => typeof seat === 'string') && r.seats.length > 0) {
      item.seats = r.seats as string[];
      item.quantity = Math.min(item.seats.length, MAX_CART_QUANTITY);
    }
    items.push(item);
  }
  return items;
}
