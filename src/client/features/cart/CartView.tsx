import { Link, useNavigate } from 'react-router-dom';
import { groupDiscountApplies, groupDiscountLabel } from '../../../shared/domain/group-discount';
import { LoadingScreen } from '../../components/LoadingScreen';
import { usePublicConfig } from '../configuration/public-config';
import { OrderLinesTable } from '../../components/OrderLinesTable';
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
  if (!cart.loaded) return <LoadingScreen />;
  return (
    <main className="page cart">
      <h1>Warenkorb</h1>
      <OrderLinesTable className="cart-table" totalCents={cart.totalCents} totalTestId="cart-total">
        {cart.items.length === 0 ? (
          <tr>
            <td colSpan={4} className="cart-empty">
              Der Warenkorb ist leer!
            </td>
          </tr>
        ) : (
          cart.items.map((item) => <CartRow key={item.id} item={item} allowance={limits.allowances[item.id]} problem={limits.lines[item.id]} />)
        )}
        {/* A donation goes along with tickets; an empty cart has no way on (issue 32 item 7). One already typed stays removable. */}
        {(cart.items.length > 0 || cart.donation > 0) && <DonationRow donation={cart.donation} problem={limits.donation} />}
      </OrderLinesTable>
      {group && group.percent > 0 && tickets > 0 && (
        <p className="cart-group" data-testid="cart-group">
          {groupDiscountApplies(group, tickets)
            ? `${groupDiscountLabel(group)}: wird in der Kasse abgezogen.`
            : `Ab ${group.minTickets} Tickets in einer Bestellung gibt es ${String(group.percent).replace('.', ',')} % Gruppenrabatt.`}
        </p>
      )}
      <div className="button-row cart-actions">
        <Link to="/" className="button button--ghost">
          Weiter einkaufen
        </Link>
        {cart.items.length > 0 && (
          <button
            type="button"
            className="button"
            disabled={!limits.ok}
            aria-describedby={limits.ok ? undefined : 'cart-blocked'}
            onClick={() => navigate('/order/checkout', { state: { items: cart.items, donation: cart.donation } })}
          >
            Zur Kasse
          </button>
        )}
      </div>
      {!limits.ok && (
        <p id="cart-blocked" className="cart-problem">
          {limits.total ? `${limits.total} ` : ''}Bitte passe die markierten Angaben an, dann geht es weiter zur Kasse.
        </p>
      )}
    </main>
  );
}
