import { Link } from 'react-router-dom';
import type { CheckoutCartItem } from './checkout-cart';
import { OrderSummary } from './OrderSummary';

interface Props {
  items: CheckoutCartItem[];
  donation: number;
  onNext: () => void;
  /** Why the cart cannot go on to payment (an order limit), shown before any order exists. */
  problem?: string;
}

export function OverviewStep({ items, donation, onNext, problem }: Props) {
  if (items.length === 0) {
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>Bestellübersicht</h2>
        <p>Der Warenkorb ist leer!</p>
        <Link className="button" to="/events">
          Zu den Events
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>Bestellübersicht</h2>
      <OrderSummary items={items} donation={donation} />
      <p className="checkout-note">Die Preise prüft der Server beim Bestellen; maßgeblich ist der Betrag im Zahlungsfenster.</p>
      {problem && (
        <p className="checkout-error" role="alert" id="checkout-limit">
          {problem} Bitte passe deinen Warenkorb an.
        </p>
      )}
      <div className="button-row">
        <Link className="button button--ghost" to="/order/cart">
          Zurück zum Warenkorb
        </Link>
        <button type="button" className="button" onClick={onNext} disabled={Boolean(problem)} aria-describedby={problem ? 'checkout-limit' : undefined}>
          Weiter
        </button>
      </div>
    </section>
  );
}
