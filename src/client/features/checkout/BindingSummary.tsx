import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderSummaryResponse } from '../../../shared/api/orders';
import { formatCents, formatDate, formatTime } from '../../../shared/domain/format';
import { seatsPhrase } from '../../../shared/domain/seats';
import { fetchOrderSummary } from './checkout-api';
import { orderErrorMessage } from './use-checkout';
import { formatRate } from '../../../shared/domain/vat';

type Load = { state: 'loading' } | { state: 'ready'; summary: OrderSummaryResponse } | { state: 'error'; message: string };

interface Props {
  /** The provider order id the checkout holds (what capture.php uses too). */
  providerOrderId: string;
  /** create.php's secret: with it the summary names the e-mail the tickets go to. */
  checkoutSecret: string | undefined;
  /** The buyer wants to change name or e-mail: back to the user data step. */
  onEditUserData: () => void;
}

/**
 * What is ordered, directly above "Zahlungspflichtig bestellen" (§ 312j (2) BGB): each performance with
 * date, time and place, each category with quantity and price, the donation, the total and the e-mail the
 * tickets go to, each with a way to change it. Read from the server, so it shows what will be charged.
 * Stacked lines rather than a table, so a 390 px phone never scrolls sideways.
 */
export function BindingSummary({ providerOrderId, checkoutSecret, onEditUserData }: Props) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let gone = false;
    fetchOrderSummary(providerOrderId, checkoutSecret).then(
      (summary) => !gone && setLoad({ state: 'ready', summary }),
      (error) => !gone && setLoad({ state: 'error', message: orderErrorMessage(error) }),
    );
    return () => {
      gone = true;
    };
  }, [providerOrderId, checkoutSecret]);

  if (load.state === 'loading') return <p className="binding-summary">Deine Bestellung wird geladen …</p>;
  if (load.state === 'error') {
    return (
      <p className="checkout-error" role="alert">
        Die Übersicht deiner Bestellung konnte nicht geladen werden: {load.message}
      </p>
    );
  }
  const { summary } = load;
  return (
    <section className="binding-summary" aria-labelledby="binding-summary-title" data-testid="binding-summary">
      <h3 id="binding-summary-title">Deine Bestellung Nr. {summary.order_id}</h3>
      <ul className="binding-summary__lines">
        {summary.lines.map((line) => (
          <li key={`${line.event_title}-${line.starts_at}-${line.category}-${line.unit_price_cents}`} className="binding-summary__line">
            <strong className="binding-summary__event">{line.event_title}</strong>
            <span>
              {formatDate(line.starts_at)}, {formatTime(line.starts_at)} Uhr
            </span>
            {line.venue && <span>{line.venue}</span>}
            <span className="binding-summary__price">
              <span>
                {line.quantity} × {line.category} à {formatCents(line.unit_price_cents)}
              </span>
              <span>{formatCents(line.quantity * line.unit_price_cents)}</span>
            </span>
            {line.seats.length > 0 && <span>{seatsPhrase(line.seats)}</span>}
          </li>
        ))}
      </ul>
      <p className="binding-summary__edit">
        <Link to="/order/cart">Tickets ändern</Link>
      </p>
      <dl className="binding-summary__facts">
        {summary.discounts.map((discount) => (
          <div key={discount.label} data-testid="binding-discount">
            <dt>{discount.label}</dt>
            <dd>−{formatCents(discount.amount_cents)}</dd>
          </div>
        ))}
        <div>
          <dt>Spende</dt>
          <dd>
            {formatCents(summary.donation_cents)} <Link to="/order/cart">Spende ändern</Link>
          </dd>
        </div>
        <div className="binding-summary__total">
          <dt>Gesamtsumme</dt>
          <dd>
            <strong>{formatCents(summary.total_cents)}</strong>
            {summary.vat?.map((share) => (
              <span key={share.rate} className="binding-summary__vat">
                darin enthalten {formatRate(share.rate)} MwSt.: {formatCents(share.amount_cents)}
              </span>
            ))}
          </dd>
        </div>
        {summary.email && (
          <div>
            <dt>Tickets per E-Mail an</dt>
            <dd>
              <span className="binding-summary__email">{summary.email}</span>{' '}
              <button type="button" className="link-button" onClick={onEditUserData}>
                E-Mail ändern
              </button>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
