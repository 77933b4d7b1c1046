import { useLocation } from 'react-router-dom';
import { Checkout } from '../../features/checkout/Checkout';
import type { CheckoutNavigationState } from '../../features/checkout/checkout-cart';

/** /order/checkout: the cart page passes its items and donation as navigation state (spec §2 'Zur Kasse'). */
export default function CheckoutPage() {
  const state = useLocation().state as CheckoutNavigationState | null;
  return (
    <main className="page">
      <Checkout navigation={state} />
    </main>
  );
}
