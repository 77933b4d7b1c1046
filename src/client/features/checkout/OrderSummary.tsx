import type { QuoteResponse } from '../../../shared/api/coupons';
import { cartTotalCents } from '../../../shared/domain/cart';
import { eurosToCents } from '../../../shared/domain/money';
import { discountLabelIn } from '../../../shared/domain/discount-labels';
import { AmountLineRow, OrderLineRow, OrderLinesTable, OrderLinesTextProvider, TicketLineProduct } from '../../components/OrderLinesTable';
import type { CheckoutCartItem } from './checkout-cart';
import { useCheckoutText } from './use-checkout-text';

interface Props {
  items: CheckoutCartItem[];
  donation: number;
  /** The server's price: its discounts show as lines and its total as the sum (issue 33). */
  quote?: QuoteResponse | null;
}

/** The lines, the donation (only when above 0, spec §2) and the total. */
export function OrderSummary({ items, donation, quote }: Props) {
  const text = useCheckoutText();
  const { t, lines, schoolText } = text;
  return (
    <OrderLinesTextProvider value={lines}>
      <OrderLinesTable
        caption={t('checkout.summaryCaption')}
        className="checkout-table"
        totalCents={quote?.total_cents ?? cartTotalCents({ items, donation })}
        totalTestId="checkout-total"
      >
        {items.map((item) => (
          <OrderLineRow
            key={item.id}
            product={
              <TicketLineProduct
                title={<span {...schoolText}>{item.title}</span>}
                date={item.date}
                type={<span {...schoolText}>{item.type}</span>}
                seats={item.seats}
              />
            }
            quantity={item.quantity}
            unitCents={eurosToCents(item.price)}
          />
        ))}
        {quote?.discounts.map((discount) => {
          // The server names a discount in German ('Gutschein HELFER (10 %)'): the shop's own are worded in the
          // language from their figures; any other stays German, marked so, as the school's texts are.
          const label = discountLabelIn(text, discount.label);
          return (
            <AmountLineRow
              key={discount.kind}
              product={<span {...(label === discount.label ? schoolText : {})}>{label}</span>}
              cents={-discount.amount_cents}
            />
          );
        })}
        {donation > 0 && <AmountLineRow product={t('checkout.donation')} cents={eurosToCents(donation)} />}
      </OrderLinesTable>
    </OrderLinesTextProvider>
  );
}
