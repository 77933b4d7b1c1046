import type { ReactNode } from 'react';
import { formatCents, formatDateTime } from '../../shared/domain/format';
import './order-lines-table.css';

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
  return (
    <table className={className ? `order-lines ${className}` : 'order-lines'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Produkt</th>
          <th scope="col">Menge</th>
          <th scope="col">Preis</th>
          <th scope="col">Summe</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
      <tfoot>
        <tr className="order-lines__total">
          <th scope="row" colSpan={3}>
            Gesamtsumme
          </th>
          <td data-testid={totalTestId}>{formatCents(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A line that is only shown, not edited: the checkout's and the order details' rows, and the donation. */
export function OrderLineRow({ product, quantity, unitCents }: { product: ReactNode; quantity: number; unitCents: number }) {
  return (
    <tr>
      <td data-label="Produkt">{product}</td>
      <td data-label="Menge">{quantity}x</td>
      <td data-label="Preis">{formatCents(unitCents)}</td>
      <td data-label="Summe">{formatCents(unitCents * quantity)}</td>
    </tr>
  );
}

/**
 * A line that is only an amount (the donation, a discount): no quantity and no unit price, so a phone's card
 * reads "Spende … 5,00 €" rather than "Menge 1x" (issue 51). The empty cells keep the table's columns.
 */
export function AmountLineRow({ product, cents }: { product: ReactNode; cents: number }) {
  return (
    <tr className="order-lines__amount">
      <td data-label="Produkt">{product}</td>
      <td />
      <td />
      <td data-label="Summe">{formatCents(cents)}</td>
    </tr>
  );
}

/** The product cell of a ticket line: the event in bold, then its date, the price category and any seats. */
export function TicketLineProduct({ title, date, type, seats }: { title: string; date: string; type: string; seats?: readonly string[] | null }) {
  return (
    <>
      <strong>{title}</strong>
      <br />
      {formatDateTime(date)} · {type}
      {seats?.length ? ` · Platz ${seats.join(', ')}` : ''}
    </>
  );
}
