import type { CartItem } from '../../../shared/domain/cart';
import { useCart } from '../cart/use-cart';

/** The cart line as the checkout sends it: the shop cart's own shape (ids for the server, the rest to show). */
export type CheckoutCartItem = CartItem;

export interface CheckoutCart {
  items: CheckoutCartItem[];
  donation: number;
  loaded: boolean;
  clear: () => Promise<void>;
}

/**
 * The cart for the checkout: the shop's Dexie cart, so a reload on /order/checkout keeps it. Until
 * IndexedDB has answered, the items the cart page passed as navigation state (spec §2 'Zur Kasse') show.
 */
export function useCheckoutCart(navigationItems?: CheckoutCartItem[]): CheckoutCart {
  const cart = useCart();
  const early = !cart.loaded && navigationItems?.length ? navigationItems : undefined;
  return {
    items: early ?? cart.items,
    donation: cart.donation,
    loaded: cart.loaded || Boolean(early),
    clear: async () => {
      await cart.clear();
    },
  };
}
