import { cartTotalCents } from '../../../shared/domain/cart';
import { eurosToCents } from '../../../shared/domain/money';
import { OrderLineRow, OrderLinesTable, TicketLineProduct } from '../../components/OrderLinesTable';
import type { CheckoutCartItem } from './checkout-cart';

interface Props {
  items: CheckoutCartItem[];
  donation: number;
}

/** The lines, the donation (only when above 0, spec §2) and the total. */
export function OrderSummary({ items, donation }: Props) {
  return (
    <OrderLinesTable caption="Deine Bestellung" className="checkout-table" totalCents={cartTotalCents({ items, donation })}>
      {items.map((item) => (
        <OrderLineRow
          key={item.id}
          product={<TicketLineProduct title={item.title} date={item.date} type={item.type} seats={item.seats} />}
          quantity={item.quantity}
          unitCents={eurosToCents(item.price)}
        />
      ))}
      {donation > 0 && <OrderLineRow product="Spende" quantity={1} unitCents={eurosToCents(donation)} />}
    </OrderLinesTable>
  );
}
