import type { CartItem } from '../../../shared/domain/cart';
import { lineTotalCents } from '../../../shared/domain/cart';
import { formatCents, formatDateTime, formatEuros, formatTicketCount } from '../../../shared/domain/format';
import { seatsPhrase } from '../../../shared/domain/seats';
import { removeCartItem, setCartItemQuantity } from './cart-store';
import { useDraft } from './use-draft';
import type { LineAllowance } from '../../../shared/domain/order-limits';

/** One item row (spec §2): title bold, German date, type, quantity, 'Entfernen', unit price, line sum. */
export function CartRow({ item, allowance, problem }: { item: CartItem; allowance?: LineAllowance; problem?: string }) {
  const quantity = useDraft(String(item.quantity));
  const inputId = `menge-${item.id}`;
  return (
    <tr>
      <td data-label="Produkt">
        <strong>{item.title}</strong>
        <br />
        {formatDateTime(item.date)}
        <br />
        {item.type}
        {item.seats?.length ? <> · {seatsPhrase(item.seats)}</> : null}
        {allowance && (
          <span className="cart-limit">
            Höchstens {formatTicketCount(allowance.orderLimit)} „{item.type}“ pro Bestellung · noch {allowance.remaining} frei
          </span>
        )}
        <LineProblem problem={problem} />
      </td>
      <td data-label="Menge">
        <div className="cart-quantity">
          {item.seats ? (
            <span>{item.quantity}x</span>
          ) : (
            <>
              <label htmlFor={inputId} className="visually-hidden">
                Menge {item.type}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={1}
                max={400}
                step={1}
                value={quantity.value}
                aria-invalid={problem ? true : undefined}
                onFocus={quantity.onFocus}
                onBlur={quantity.onBlur}
                onChange={(event) => {
                  quantity.setDraft(event.target.value);
                  void setCartItemQuantity(item.id, event.target.value);
                }}
              />
            </>
          )}
          <button type="button" className="link-button" onClick={() => void removeCartItem(item.id)} aria-label={`${item.type} entfernen`}>
            Entfernen
          </button>
        </div>
      </td>
      <td data-label="Preis">{formatEuros(item.price)}</td>
      <td data-label="Summe">{formatCents(lineTotalCents(item))}</td>
    </tr>
  );
}

/** Why a line keeps the cart from the checkout, read out as soon as it appears. */
export function LineProblem({ problem }: { problem?: string }) {
  if (!problem) return null;
  return (
    <span className="cart-problem" role="alert">
      {problem}
    </span>
  );
}
