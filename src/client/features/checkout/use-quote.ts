import { useCallback, useEffect, useState } from 'react';
import type { QuoteResponse } from '../../../shared/api/coupons';
import { useVisitorErrorText } from '../../i18n/error-texts';
import { useShopText } from '../../i18n/use-shop-text';
import { ApiError } from '../../lib/api-client';
import { quoteOrder } from './checkout-api';
import type { CheckoutCartItem } from './checkout-cart';

/**
 * The server's price for the cart (issue 33): with the coupon the buyer entered and any discount, asked
 * again whenever the cart changes, so the overview and the payment step show what will be charged.
 */
export function useQuote(items: CheckoutCartItem[], donation: number, couponCode: string | undefined, onCouponRefused: () => void) {
  const [quote, setQuote] = useState<QuoteResponse | null>(null);
  // The refusal itself, put in words when shown: a language switched meanwhile gets its own text.
  const [couponProblem, setCouponProblem] = useState<unknown>();
  const { t } = useShopText();
  const errorText = useVisitorErrorText();

  useEffect(() => {
    if (items.length === 0) return;
    let current = true;
    quoteOrder(items, donation, couponCode)
      .then((answer) => current && setQuote(answer))
      .catch((error: unknown) => {
        if (!current) return;
        setQuote(null);
        // A code that no longer fits this cart is dropped with its reason; other failures keep the cart's own sum.
        if (couponCode && error instanceof ApiError && error.code === 'COUPON_INVALID') {
          setCouponProblem(error);
          onCouponRefused();
        }
      });
    return () => {
      current = false;
    };
  }, [items, donation, couponCode, onCouponRefused]);

  /** Checks a code with the server first; resolves true when it applies to this cart. */
  const tryCoupon = useCallback(
    async (code: string): Promise<boolean> => {
      setCouponProblem(undefined);
      try {
        setQuote(await quoteOrder(items, donation, code));
        return true;
      } catch (error) {
        setCouponProblem(error instanceof Error && error.message ? error : null);
        return false;
      }
    },
    [items, donation],
  );

  const couponError = couponProblem === undefined ? undefined : couponProblem === null ? t('checkout.couponCheckFailed') : errorText(couponProblem);
  return { quote, couponError, tryCoupon };
}
