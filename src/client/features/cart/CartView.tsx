import { Link, useNavigate } from 'react-router-dom';
import { groupDiscountApplies } from '../../../shared/domain/group-discount';
import { useShopText } from '../../i18n/use-shop-text';
import { orderLinesTexts } from './cart-texts';
import { LoadingScreen } from '../../components/LoadingScreen';
import { usePublicConfig } from '../../lib/public-config';
import { OrderLinesTable, OrderLinesTextProvider } from '../../components/OrderLinesTable';
import { CartRow } from './CartRow';
import { DonationRow } from './DonationRow';
import { useCart } from './use-cart';
import { useCartLimits } from './use-cart-limits';
import './cart.css';

/** Spec §2 'Warenkorb': Produkt, Menge, Preis, Summe; donation; Gesamtsumme; 'Zur Kasse', 'Weiter einkaufen' (spec: 'Weiter Shoppen'). */
export function CartView() {
  const cart = useCart();
  const navigate = useNavigate();
  const limits = useCartLimits(cart.items, cart.donation);
  const group = usePublicConfig()?.groupDiscount;
  const tickets = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  const { t, format } = useShopText();
  if (!cart.loaded) return <LoadingScreen />;
  return (
    <main className="page cart">
      <h1>{t('cart.title')}</h1>
      <OrderLinesTextProvider value={orderLinesTexts(t, format)}>
        <OrderLinesTable className="cart-table" totalCents={cart.totalCents} totalTestId="cart-total">
          {cart.items.length === 0 ? (
            <tr>
              <td colSpan={4} className="cart-empty">
                {t('cart.empty')}
              </td>
            </tr>
          ) : (
            cart.items.map((item) => <CartRow key={item.id} item={item} allowance={limits.allowances[item.id]} problem={limits.lines[item.id]} />)
          )}
          {/* A donation goes along with tickets; an empty cart has no way on (issue 32 item 7). One already typed stays removable. */}
          {(cart.items.length > 0 || cart.donation > 0) && <DonationRow donation={cart.donation} problem={limits.donation} />}
        </OrderLinesTable>
      </OrderLinesTextProvider>
      {group && group.percent > 0 && tickets > 0 && (
        <p className="cart-group" data-testid="cart-group">
          {groupDiscountApplies(group, tickets)
            ? t('cart.group.applies', { label: t('cart.group.label', { percent: format.number(group.percent), count: group.minTickets }) })
            : t('cart.group.hint', { percent: format.number(group.percent), count: group.minTickets })}
        </p>
      )}
      <div className="button-row cart-actions">
        <Link to="/" className="button button--ghost">
          {t('cart.continue')}
        </Link>
        {cart.items.length > 0 && (
          <button
            type="button"
            className="button"
            disabled={!limits.ok}
            aria-describedby={limits.ok ? undefined : 'cart-blocked'}
            onClick={() => navigate('/order/checkout', { state: { items: cart.items, donation: cart.donation } })}
          >
            {t('cart.checkout')}
          </button>
        )}
      </div>
      {!limits.ok && (
        <p id="cart-blocked" className="cart-problem">
          {limits.total ? `${limits.total} ` : ''}
          {t('cart.blocked')}
        </p>
      )}
    </main>
  );
}
