import { cartTotalCents } from '../../../shared/domain/cart';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { reseatAfterClash } from '../../../shared/domain/seat-clash';
import { ApiError } from '../../lib/api-client';
import { usePublicConfig } from '../../lib/public-config';
import { useShopText } from '../../i18n/use-shop-text';
import { CouponField } from './CouponField';
import { useQuote } from './use-quote';
import { type CheckoutNavigationState, useCheckoutCart } from './checkout-cart';
import { CheckoutProgress } from './CheckoutProgress';
import { CompletedStep } from './CompletedStep';
import { CompleteStep } from './CompleteStep';
import { OverviewStep } from './OverviewStep';
import { PaymentStep } from './PaymentStep';
import { useCartLimits } from '../cart/index';
import { useCheckout } from './use-checkout';
import { UserDataStep } from './UserDataStep';
import './checkout.css';

/** Spec §2/§4 checkout. The cart comes from the cart store, or navigation state until that is read. */
export function Checkout({ navigation }: { navigation?: CheckoutNavigationState | null }) {
  const { t } = useShopText();
  const cart = useCheckoutCart(navigation);
  const checkout = useCheckout(cart);
  const limits = useCartLimits(cart.items, cart.donation);
  const limitProblem = limits.ok ? undefined : (limits.total ?? limits.donation ?? Object.values(limits.lines)[0]);
  const { step } = checkout.session;
  const { setCouponCode } = checkout;
  const couponCode = checkout.session.couponCode;
  const dropCoupon = useCallback(() => setCouponCode(undefined), [setCouponCode]);
  const { quote, couponError, tryCoupon } = useQuote(cart.items, cart.donation, couponCode, dropCoupon);
  const couponsOn = usePublicConfig()?.coupons === true;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const navigate = useNavigate();
  const { ensureOrder } = checkout;
  const { items } = cart;

  // Seats someone else took meanwhile (409 SEAT_TAKEN): back to the map, those seats taken, the others still chosen.
  const createOrder = useCallback(async () => {
    try {
      return await ensureOrder();
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined;
      const body = cause instanceof ApiError && cause.code === 'SEAT_TAKEN' ? cause.body : undefined;
      // `seats` names every seat that went (issue 51); an older server names only `seat`.
      const lost = Array.isArray(body?.seats)
        ? body.seats.filter((seat): seat is string => typeof seat === 'string')
        : typeof body?.seat === 'string'
          ? [body.seat]
          : [];
      const reseat = lost.length ? reseatAfterClash(items, lost) : null;
      if (reseat) navigate(`/order/tickets/${encodeURIComponent(reseat.event)}`, { state: { reseat } });
      throw error;
    }
  }, [ensureOrder, items, navigate]);

  // Moving between steps moves focus to the new step, so keyboard and screen reader users follow.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.parentElement?.querySelector<HTMLElement>('#checkout-step-title')?.focus();
  }, [step]);

  if (!cart.loaded) return <p className="checkout-note">{t('checkout.loadingCart')}</p>;
  const emptyCart = cart.items.length === 0 && step !== 'complete' && step !== 'completed';
  const current = emptyCart ? 'overview' : step;

  return (
    <div className="checkout">
      <h1 ref={heading}>{t('checkout.title')}</h1>
      <CheckoutProgress current={current} onGo={checkout.goTo} />
      {current === 'overview' && (
        <OverviewStep
          items={cart.items}
          donation={cart.donation}
          onNext={checkout.advance}
          problem={limitProblem}
          quote={quote}
          coupon={
            (couponsOn || couponCode) && (
              <CouponField
                applied={couponCode}
                label={quote?.discounts.find((discount) => discount.kind === 'coupon')?.label}
                error={couponError}
                onApply={async (code) => {
                  const ok = await tryCoupon(code);
                  if (ok) setCouponCode(code.toUpperCase());
                  return ok;
                }}
                onRemove={dropCoupon}
              />
            )
          }
        />
      )}
      {current === 'user-data' && <UserDataStep initial={checkout.session.userData} onSubmit={checkout.submitUserData} />}
      {current === 'payment' && (
        <PaymentStep
          totalCents={quote?.total_cents ?? cartTotalCents(cart)}
          pending={checkout.session.pending}
          createOrder={createOrder}
          onApprove={checkout.approve}
          onExpired={checkout.forgetExpiredOrder}
          declined={checkout.declined}
          blocked={limitProblem}
        />
      )}
      {current === 'complete' && (
        <CompleteStep
          pending={checkout.session.pending}
          approvedId={checkout.session.approvedId}
          capture={checkout.capture}
          orderStatus={checkout.orderStatus}
          onDone={checkout.finish}
          onDeclined={checkout.restartPayment}
          onEditUserData={checkout.editUserData}
        />
      )}
      {current === 'completed' && <CompletedStep result={checkout.result} />}
    </div>
  );
}
