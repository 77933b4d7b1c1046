import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderSummaryResponse } from '../../../shared/api/orders';
import { useVisitorErrorText } from '../../i18n/error-texts';
import { fetchOrderSummary } from './checkout-api';
import { useCheckoutText } from './use-checkout-text';
import { discountLabelIn } from '../../../shared/domain/discount-labels';
import { formatRate } from '../../../shared/domain/vat';
import { localeOf } from '../../../shared/i18n/languages';

type Load = { state: 'loading' } | { state: 'ready'; summary: OrderSummaryResponse } | { state: 'error'; error: unknown };

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
  const text = useCheckoutText();
  const { t, format, money, bidi, schoolText, language } = text;
  const rateText = (rate: number) =>
    language === 'de' ? formatRate(rate) : bidi(new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100));
  const errorText = useVisitorErrorText();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let gone = false;
    fetchOrderSummary(providerOrderId, checkoutSecret).then(
      (summary) => !gone && setLoad({ state: 'ready', summary }),
      (error) => !gone && setLoad({ state: 'error', error }),
    );
    return () => {
      gone = true;
    };
  }, [providerOrderId, checkoutSecret]);

  if (load.state === 'loading') return <p className="binding-summary">{t('checkout.summaryLoading')}</p>;
  if (load.state === 'error') {
    return (
      <p className="checkout-error" role="alert">
        {t('checkout.summaryFailed', { reason: errorText(load.error) })}
      </p>
    );
  }
  const { summary } = load;
  return (
    <section className="binding-summary" aria-labelledby="binding-summary-title" data-testid="binding-summary">
      <h3 id="binding-summary-title">{t('checkout.orderNumber', { number: bidi(summary.order_id) })}</h3>
      <ul className="binding-summary__lines">
        {summary.lines.map((line) => (
          <li key={`${line.event_title}-${line.starts_at}-${line.category}-${line.unit_price_cents}`} className="binding-summary__line">
            <strong className="binding-summary__event" {...schoolText}>
              {line.event_title}
            </strong>
            <span>{t('checkout.lines.dateTime', { date: format.date(line.starts_at), time: format.time(line.starts_at) })}</span>
            {line.venue && <span {...schoolText}>{line.venue}</span>}
            <span className="binding-summary__price">
              <span>{t('checkout.summaryLine', { quantity: line.quantity, category: line.category, price: money(line.unit_price_cents) })}</span>
              <span>{money(line.quantity * line.unit_price_cents)}</span>
            </span>
            {line.seats.length > 0 && <span>{t('checkout.summarySeats', { count: line.seats.length, seats: bidi(line.seats.join(', ')) })}</span>}
          </li>
        ))}
      </ul>
      <p className="binding-summary__edit">
        <Link to="/order/cart">{t('checkout.changeTickets')}</Link>
      </p>
      <dl className="binding-summary__facts">
        {summary.discounts.map((discount) => {
          // The server names a discount in German ('Gutschein HELFER (10 %)'): the shop's own are worded in the
          // language from their figures; any other stays German, marked so, as the school's texts are.
          const label = discountLabelIn(text, discount.label);
          return (
            <div key={discount.label} data-testid="binding-discount">
              <dt {...(label === discount.label ? schoolText : {})}>{label}</dt>
              <dd>−{money(discount.amount_cents)}</dd>
            </div>
          );
        })}
        <div>
          <dt>{t('checkout.donation')}</dt>
          <dd>
            {money(summary.donation_cents)} <Link to="/order/cart">{t('checkout.changeDonation')}</Link>
          </dd>
        </div>
        <div className="binding-summary__total">
          <dt>{t('checkout.lines.total')}</dt>
          <dd>
            <strong>{money(summary.total_cents)}</strong>
            {summary.vat?.map((share) => (
              <span key={share.rate} className="binding-summary__vat">
                {t('checkout.vatShare', { rate: rateText(share.rate), amount: money(share.amount_cents) })}
              </span>
            ))}
          </dd>
        </div>
        {summary.email && (
          <div>
            <dt>{t('checkout.ticketsTo')}</dt>
            <dd>
              <bdi className="binding-summary__email">{summary.email}</bdi>{' '}
              <button type="button" className="link-button" onClick={onEditUserData}>
                {t('checkout.changeEmail')}
              </button>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
