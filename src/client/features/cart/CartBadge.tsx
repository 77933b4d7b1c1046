import { useCart } from './use-cart';
import { formatTicketCount } from '../../../shared/domain/format';

/** The number on the nav's cart icon; loads with Dexie after the first paint. */
export default function CartBadge() {
  const { count } = useCart();
  if (count === 0) return null;
  return (
    <span className="cart-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {formatTicketCount(count)}</span>
    </span>
  );
}
