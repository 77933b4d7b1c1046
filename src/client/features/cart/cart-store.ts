import { addLinesToCart, type CartLine, type CartState, EMPTY_CART, removeFromCart, setCartQuantity } from '../../../shared/domain/cart';
import { parseDonation } from '../../../shared/domain/donation';
import { replaceSeatedLines } from '../../../shared/domain/seat-clash';
import { db } from '../../lib/db';
import { writeCartMirror } from '../../lib/storage-mirror';

/**
 * The cart store: the only code that touches the `cartItems` and `cartMeta` tables. Each change runs
 * the pure rule from `shared/domain/cart.ts` in one transaction, then mirrors the result to the spec's
 * localStorage keys. Other tabs see the change through Dexie's live queries.
 */

/** The cart as stored now. Inside a live query it re-runs whenever the cart changes, in any tab. */
export async function readCart(): Promise<CartState> {
  const [items, donation] = await Promise.all([db.cartItems.orderBy('id').toArray(), db.cartMeta.get('donation')]);
  return { items, donation: donation?.value ?? 0 };
}

async function changeCart(change: (cart: CartState) => CartState): Promise<CartState> {
  const next = await db.transaction('rw', db.cartItems, db.cartMeta, async () => {
    const current = await readCart();
    const updated = change(current);
    if (updated.items !== current.items) {
      await db.cartItems.clear();
      await db.cartItems.bulkAdd(updated.items);
    }
    if (updated.donation !== current.donation) await db.cartMeta.put({ key: 'donation', value: updated.donation });
    return updated;
  });
  writeCartMirror(next.items, next.donation);
  return next;
}

/** Adds the ticket flow's lines (spec §4 merge rule), one per category. */
export function addCartLines(lines: CartLine[]): Promise<CartState> {
  return changeCart((cart) => ({ ...cart, items: addLinesToCart(cart.items, lines) }));
}

/** The seat map's new choice for a performance whose seat was lost: its seated lines are replaced, not merged. */
export function replaceSeatedCartLines(performanceId: number, lines: CartLine[]): Promise<CartState> {
  return changeCart((cart) => ({ ...cart, items: replaceSeatedLines(cart.items, performanceId, lines) }));
}

export function removeCartItem(id: number): Promise<CartState> {
  return changeCart((cart) => ({ ...cart, items: removeFromCart(cart.items, id) }));
}

/** Any input; spec §5 turns it into 1–400. */
export function setCartItemQuantity(id: number, input: unknown): Promise<CartState> {
  return changeCart((cart) => ({ ...cart, items: setCartQuantity(cart.items, id, input) }));
}

/** Any input; spec §5 turns it into euros ≥ 0 with two decimals. */
export function setCartDonation(input: unknown): Promise<CartState> {
  return changeCart((cart) => ({ ...cart, donation: parseDonation(input) }));
}

/** Spec §4 clear: no items, donation 0 (the checkout calls this after a successful payment). */
export function clearCart(): Promise<CartState> {
  return changeCart(() => EMPTY_CART);
}
