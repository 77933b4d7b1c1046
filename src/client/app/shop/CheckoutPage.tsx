import { useLocation } from 'react-router-dom';
import { Checkout } from '../../features/checkout/Checkout';
import type { CheckoutCartItem } from '../../features/checkout/checkout-cart';

/** /order/checkout: the cart page passes its items as navigation state (spec §2 'Zur Kasse'). */
export default function CheckoutPage() {
  const state = useLocation().state as { items?: CheckoutCartItem[] } | null;
  return (
    <main className="page">
      <Checkout navigationItems={state?.items} />
    </main>
  );
}
