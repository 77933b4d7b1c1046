import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { QuoteResponse } from '../../../shared/api/coupons';
import type { CheckoutCartItem } from './checkout-cart';
import { OrderSummary } from './OrderSummary';

interface Props {
  items: CheckoutCartItem[];
  donation: number;
  onNext: () => void;
  /** Why the cart cannot go on to payment (an order limit), shown before any order exists. */
  problem?: string;
  quote?: QuoteResponse | null;
  /** The coupon field, when the shop takes codes. */
  coupon?: ReactNode;
}

export function OverviewStep({ items, donation, onNext, problem, quote, coupon }: Props) {
  if (items.length === 0) {
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>
          Bestellübersicht
        </h2>
        <p>Der Warenkorb ist leer!</p>
        <Link className="button" to="/events">
          Zu den Events
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        Bestellübersicht
      </h2>
      <OrderSummary items={items} donation={donation} quote={quote} />
      {coupon}
      <p className="checkout-note">
        Bevor du bezahlst, siehst du den Gesamtbetrag noch einmal. Abgebucht wird genau der Betrag, den du im Zahlungsfenster bestätigst.
      </p>
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
