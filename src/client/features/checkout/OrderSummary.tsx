import { eurosToCents } from '../../../shared/domain/money';
import { formatCents, formatDateTime } from '../../../shared/domain/format';
import type { CheckoutCartItem } from './checkout-cart';

interface Props {
  items: CheckoutCartItem[];
  donation: number;
}

export function cartTotalCents(items: CheckoutCartItem[], donation: number): number {
  return items.reduce((sum, item) => sum + eurosToCents(item.price) * item.quantity, 0) + eurosToCents(donation);
}

/** The lines, the donation (only when above 0, spec §2) and the total. */
export function OrderSummary({ items, donation }: Props) {
  return (
    <table className="checkout-table">
      <caption className="visually-hidden">Deine Bestellung</caption>
      <thead>
        <tr>
          <th scope="col">Produkt</th>
          <th scope="col">Menge</th>
          <th scope="col">Preis</th>
          <th scope="col">Summe</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="Produkt">
              <strong>{item.title}</strong>
              <br />
              {formatDateTime(item.date)} · {item.type}
              {item.seats?.length ? ` · Platz ${item.seats.join(', ')}` : ''}
            </td>
            <td data-label="Menge">{item.quantity}x</td>
            <td data-label="Preis">{formatCents(eurosToCents(item.price))}</td>
            <td data-label="Summe">{formatCents(eurosToCents(item.price) * item.quantity)}</td>
          </tr>
        ))}
        {donation > 0 && (
          <tr>
            <td data-label="Produkt">Spende</td>
            <td data-label="Menge">1x</td>
            <td data-label="Preis">{formatCents(eurosToCents(donation))}</td>
            <td data-label="Summe">{formatCents(eurosToCents(donation))}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Gesamtsumme
          </th>
          <td>
            <strong>{formatCents(cartTotalCents(items, donation))}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
