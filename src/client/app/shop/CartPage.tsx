import { CartView } from '../../features/cart/CartView';

export default function CartPage() {
  return <CartView />;
}
