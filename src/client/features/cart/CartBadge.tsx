import { useCart } from './use-cart';
import { useShopText } from '../../i18n/use-shop-text';

/** The number on the nav's cart icon; loads with Dexie after the first paint. */
export default function CartBadge() {
  const { count } = useCart();
  const { t } = useShopText();
  if (count === 0) return null;
  return (
    <span className="cart-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {t('nav.cartCount', { count })}</span>
    </span>
  );
}
