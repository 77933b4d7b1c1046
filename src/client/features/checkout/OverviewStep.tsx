import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { QuoteResponse } from '../../../shared/api/coupons';
import type { CheckoutCartItem } from './checkout-cart';
import { OrderSummary } from './OrderSummary';
import { useShopText } from '../../i18n/use-shop-text';

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
  const { t } = useShopText();
  if (items.length === 0) {
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>
          {t('checkout.step.overview')}
        </h2>
        <p>{t('checkout.emptyCart')}</p>
        <Link className="button" to="/events">
          {t('checkout.toEvents')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        {t('checkout.step.overview')}
      </h2>
      <OrderSummary items={items} donation={donation} quote={quote} />
      {coupon}
      <p className="checkout-note">{t('checkout.overviewNote')}</p>
      {problem && (
        <p className="checkout-error" role="alert" id="checkout-limit">
          {t('checkout.limitProblem', { problem })}
        </p>
      )}
      <div className="button-row">
        <Link className="button button--ghost" to="/order/cart">
          {t('checkout.backToCart')}
        </Link>
        <button type="button" className="button" onClick={onNext} disabled={Boolean(problem)} aria-describedby={problem ? 'checkout-limit' : undefined}>
          {t('checkout.next')}
        </button>
      </div>
    </section>
  );
}
