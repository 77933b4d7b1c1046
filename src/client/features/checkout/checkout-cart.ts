import type { CartItem } from '../../../shared/domain/cart';
import { useCart } from '../cart/index';

/** The cart line as the checkout sends it: the shop cart's own shape (ids for the server, the rest to show). */
export type CheckoutCartItem = CartItem;

/** What the cart page hands the checkout as navigation state: its lines and the donation typed beside them. */
export interface CheckoutNavigationState {
  items?: CheckoutCartItem[];
  donation?: number;
}

export interface CheckoutCart {
  items: CheckoutCartItem[];
  donation: number;
  loaded: boolean;
  clear: () => Promise<void>;
}

/**
 * The cart for the checkout: the shop's Dexie cart, so a reload on /order/checkout keeps it. Until
 * IndexedDB has answered, the items and donation the cart page passed as navigation state (spec §2 'Zur
 * Kasse') show, so the total never reads lower for a moment than the one the buyer saw in the cart.
 */
export function useCheckoutCart(navigation?: CheckoutNavigationState | null): CheckoutCart {
  const cart = useCart();
  const early = !cart.loaded && navigation?.items?.length ? navigation.items : undefined;
  return {
    items: early ?? cart.items,
    donation: early ? (navigation?.donation ?? 0) : cart.donation,
    loaded: cart.loaded || Boolean(early),
    clear: async () => {
      await cart.clear();
    },
  };
}
