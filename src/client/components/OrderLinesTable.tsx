import { createContext, type ReactNode, useContext } from 'react';
import { formatCents, formatDateTime } from '../../shared/domain/format';
import './order-lines-table.css';

/** The table's own words and formats: German (the spec's) unless a shop page gives its visitor's language. */
export interface OrderLinesTexts {
  product: string;
  quantity: string;
  price: string;
  sum: string;
  total: string;
  /** '2x' */
  times: (quantity: number) => string;
  money: (cents: number) => string;
  dateTime: (date: string) => string;
  /** ' · Platz A1, A2' after the category; '' without seats. */
  seats: (seats: readonly string[]) => string;
}

const GERMAN: OrderLinesTexts = {
  product: 'Produkt',
  quantity: 'Menge',
  price: 'Preis',
  sum: 'Summe',
  total: 'Gesamtsumme',
  times: (quantity) => `${quantity}x`,
  money: formatCents,
  dateTime: formatDateTime,
  seats: (seats) => (seats.length ? ` · Platz ${seats.join(', ')}` : ''),
};

/** Wraps a table in a shop page's language (issue 53); the back office leaves it out and stays German. */
const OrderLinesText = createContext<OrderLinesTexts>(GERMAN);
export const OrderLinesTextProvider = OrderLinesText.Provider;

interface TableProps {
  /** Read out by screen readers; the page's heading usually names the table already. */
  caption?: string;
  /** An extra class for the page's own rules (the cart's inputs, for example). */
  className?: string;
  totalCents: number;
  totalTestId?: string;
  children: ReactNode;
}

/**
 * The one table of order lines (spec §2: Produkt, Menge, Preis, Summe, then the Gesamtsumme): the cart with its
 * editable rows, the checkout's summary and the back office's order details all show their lines through it.
 * On a phone each row becomes a card (order-lines-table.css).
 */
export function OrderLinesTable({ caption, className, totalCents, totalTestId, children }: TableProps) {
  const text = useContext(OrderLinesText);
  return (
    <table className={className ? `order-lines ${className}` : 'order-lines'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{text.product}</th>
          <th scope="col">{text.quantity}</th>
          <th scope="col">{text.price}</th>
          <th scope="col">{text.sum}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
      <tfoot>
        <tr className="order-lines__total">
          <th scope="row" colSpan={3}>
            {text.total}
          </th>
          <td data-testid={totalTestId}>{text.money(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A line that is only shown, not edited: the checkout's and the order details' rows, and the donation. */
export function OrderLineRow({ product, quantity, unitCents }: { product: ReactNode; quantity: number; unitCents: number }) {
  const text = useContext(OrderLinesText);
  return (
    <tr>
      <td data-label={text.product}>{product}</td>
      <td data-label={text.quantity}>{text.times(quantity)}</td>
      <td data-label={text.price}>{text.money(unitCents)}</td>
      <td data-label={text.sum}>{text.money(unitCents * quantity)}</td>
    </tr>
  );
}

/**
 * A line that is only an amount (the donation, a discount): no quantity and no unit price, so a phone's card
 * reads "Spende … 5,00 €" rather than "Menge 1x" (issue 51). The empty cells keep the table's columns.
 */
export function AmountLineRow({ product, cents }: { product: ReactNode; cents: number }) {
  const text = useContext(OrderLinesText);
  return (
    <tr className="order-lines__amount">
      <td data-label={text.product}>{product}</td>
      <td />
      <td />
      <td data-label={text.sum}>{text.money(cents)}</td>
    </tr>
  );
}

/** The product cell of a ticket line: the event in bold, then its date, the price category and any seats. */
export function TicketLineProduct({ title, date, type, seats }: { title: ReactNode; date: string; type: ReactNode; seats?: readonly string[] | null }) {
  const text = useContext(OrderLinesText);
  return (
    <>
      <strong>{title}</strong>
      <br />
      {text.dateTime(date)} · {type}
      {text.seats(seats ?? [])}
    </>
  );
}
