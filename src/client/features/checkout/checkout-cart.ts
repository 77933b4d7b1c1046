import { useCallback, useEffect, useState } from 'react';

/**
 * The cart as the checkout needs it: the shop cart's item shape (src/shared/domain/cart.ts on the shop
 * branch). This adapter is the one place that knows where the cart lives; the checkout never reads
 * storage itself.
 */
export interface CheckoutCartItem {
  id: number;
  title: string;
  /** ISO instant of the performance. */
  date: string;
  type: string;
  /** Euros, for display only: the server prices the order. */
  price: number;
  quantity: number;
  event: string;
  performanceId: number;
  categoryId: number;
  seats?: string[];
}

export interface CheckoutCart {
  items: CheckoutCartItem[];
  donation: number;
  loaded: boolean;
  clear: () => Promise<void>;
}

const ITEMS_KEY = 'cartItems';
const DONATION_KEY = 'cartDonation';

function readMirror(): { items: CheckoutCartItem[]; donation: number } {
  try {
    const items = JSON.parse(localStorage.getItem(ITEMS_KEY) ?? '[]');
    const donation = Number(localStorage.getItem(DONATION_KEY) ?? 0);
    return { items: Array.isArray(items) ? items : [], donation: Number.isFinite(donation) && donation > 0 ? donation : 0 };
  } catch {
    return { items: [], donation: 0 };
  }
}

/**
 * Reads the cart from the spec's storage keys (`cartItems`, `cartDonation`), which the shop's Dexie
 * cart mirrors on every change, so a reload on /order/checkout keeps it; navigation state from the
 * cart page (spec §2 'Zur Kasse') is used until the stored cart has been read.
 * Merge note: once the shop's `useCart()` (features/cart/use-cart.ts) is on this branch, this hook
 * should return `useCart()`'s items, donation, loaded and clear instead.
 */
export function useCheckoutCart(navigationItems?: CheckoutCartItem[]): CheckoutCart {
  const [cart, setCart] = useState<{ items: CheckoutCartItem[]; donation: number; loaded: boolean }>(() => ({
    items: navigationItems ?? [],
    donation: 0,
    loaded: false,
  }));
  useEffect(() => {
    const stored = readMirror();
    setCart({ items: stored.items.length ? stored.items : (navigationItems ?? []), donation: stored.donation, loaded: true });
    const onStorage = (event: StorageEvent) => {
      if (event.key === ITEMS_KEY || event.key === DONATION_KEY) setCart({ ...readMirror(), loaded: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigationItems]);
  const clear = useCallback(async () => {
    localStorage.setItem(ITEMS_KEY, '[]');
    localStorage.setItem(DONATION_KEY, '0');
    setCart({ items: [], donation: 0, loaded: true });
  }, []);
  return { ...cart, clear };
}
