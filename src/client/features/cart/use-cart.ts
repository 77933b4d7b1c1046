import { useLiveQuery } from 'dexie-react-hooks';
import { type CartItem, type CartState, cartTicketCount, cartTotalCents } from '../../../shared/domain/cart';
import { centsToEuros } from '../../../shared/domain/money';
import { addCartLines, clearCart, readCart, removeCartItem, setCartDonation, setCartItemQuantity } from './cart-store';

export interface CartView extends CartState {
  /** False until the first read from IndexedDB has finished. */
  loaded: boolean;
  totalCents: number;
  /** Euros, two decimals (spec §9 total = Σ price × quantity + donation). */
  total: number;
  /** Tickets in the cart (the nav badge). */
  count: number;
  add: typeof addCartLines;
  remove: typeof removeCartItem;
  setQuantity: typeof setCartItemQuantity;
  setDonation: typeof setCartDonation;
  clear: typeof clearCart;
}

const actions = {
  add: addCartLines,
  remove: removeCartItem,
  setQuantity: setCartItemQuantity,
  setDonation: setCartDonation,
  clear: clearCart,
};
const noItems: CartItem[] = [];

/**
 * The cart for components: live from Dexie, so a change in another tab shows at once.
 * The checkout uses `items`, `donation`, `total` and `clear()`.
 */
export function useCart(): CartView {
  const cart = useLiveQuery(readCart, []);
  const items = cart?.items ?? noItems;
  const donation = cart?.donation ?? 0;
  const totalCents = cartTotalCents({ items, donation });
  return {
    items,
    donation,
    loaded: cart !== undefined,
    totalCents,
    total: centsToEuros(totalCents),
    count: cartTicketCount(items),
    ...actions,
  };
}
