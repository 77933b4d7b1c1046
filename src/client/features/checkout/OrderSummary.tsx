import type { QuoteResponse } from '../../../shared/api/coupons';
import { cartTotalCents } from '../../../shared/domain/cart';
import { eurosToCents } from '../../../shared/domain/money';
import { AmountLineRow, OrderLineRow, OrderLinesTable, TicketLineProduct } from '../../components/OrderLinesTable';
import type { CheckoutCartItem } from './checkout-cart';

interface Props {
  items: CheckoutCartItem[];
  donation: number;
  /** The server's price: its discounts show as lines and its total as the sum (issue 33). */
  quote?: QuoteResponse | null;
}

/** The lines, the donation (only when above 0, spec §2) and the total. */
export function OrderSummary({ items, donation, quote }: Props) {
  return (
    <OrderLinesTable
      caption="Deine Bestellung"
      className="checkout-table"
      totalCents={quote?.total_cents ?? cartTotalCents({ items, donation })}
      totalTestId="checkout-total"
    >
      {items.map((item) => (
        <OrderLineRow
          key={item.id}
          product={<TicketLineProduct title={item.title} date={item.date} type={item.type} seats={item.seats} />}
          quantity={item.quantity}
          unitCents={eurosToCents(item.price)}
        />
      ))}
      {quote?.discounts.map((discount) => (
        <AmountLineRow key={discount.kind} product={discount.label} cents={-discount.amount_cents} />
      ))}
      {donation > 0 && <AmountLineRow product="Spende" cents={eurosToCents(donation)} />}
    </OrderLinesTable>
  );
}
