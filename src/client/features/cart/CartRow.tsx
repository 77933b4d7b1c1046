import type { CartItem } from '../../../shared/domain/cart';
import { lineTotalCents } from '../../../shared/domain/cart';
import type { LineAllowance } from '../../../shared/domain/order-limits';
import { useShopText } from '../../i18n/use-shop-text';
import { removeCartItem, setCartItemQuantity } from './cart-store';
import { useDraft } from './use-draft';

/** One item row (spec §2): title bold, date, type, quantity, 'Entfernen', unit price, line sum. */
export function CartRow({ item, allowance, problem }: { item: CartItem; allowance?: LineAllowance; problem?: string }) {
  const { t, format, schoolText } = useShopText();
  const quantity = useDraft(String(item.quantity));
  const inputId = `menge-${item.id}`;
  return (
    <tr>
      <td data-label={t('cart.product')}>
        <strong {...schoolText}>{item.title}</strong>
        <br />
        {t('cart.dateTime', { date: format.date(item.date), time: format.time(item.date) })}
        <br />
        <span {...schoolText}>{item.type}</span>
        {item.seats?.length ? <> · {t('seats.phrase', { count: item.seats.length, seats: item.seats.join(', ') })}</> : null}
        {allowance && (
          <span className="cart-limit">{t('cart.limit', { count: allowance.orderLimit, category: item.type, remaining: allowance.remaining })}</span>
        )}
        <LineProblem problem={problem} />
      </td>
      <td data-label={t('cart.quantity')}>
        <div className="cart-quantity">
          {item.seats ? (
            <span>{t('cart.quantityShown', { count: item.quantity })}</span>
          ) : (
            <>
              <label htmlFor={inputId} className="visually-hidden">
                {t('cart.quantityLabel', { category: item.type })}
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
          <button
            type="button"
            className="link-button"
            onClick={() => void removeCartItem(item.id)}
            aria-label={t('cart.removeLabel', { category: item.type })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </td>
      <td data-label={t('cart.price')}>{format.money(item.price)}</td>
      <td data-label={t('cart.sum')}>{format.money(lineTotalCents(item) / 100)}</td>
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
