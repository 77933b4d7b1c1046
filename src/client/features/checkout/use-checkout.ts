import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptureOrderResponse, UserData } from '../../../shared/api/orders';
import { type CheckoutStep, nextStep } from '../../../shared/domain/checkout-steps';
import { UNEXPECTED_ERROR } from '../../i18n/error-texts';
import { ApiError } from '../../lib/api-client';
import { captureOrder, createOrder, fetchOrderStatus } from './checkout-api';
import type { CheckoutCart } from './checkout-cart';
import { cartKey, type CheckoutSession, loadSession, loadSharedHold, pendingChoice, saveSession, saveSharedHold } from './checkout-session';

/** The server's German message for a failed order call (spec §7), or the spec's fallback text. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || UNEXPECTED_ERROR;
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
}

/** The order this tab used has ended: no tab reuses it. Another tab's newer order is left alone. */
function forgetSharedHold(id: string | undefined) {
  if (id && loadSharedHold()?.id === id) saveSharedHold(undefined);
}

/** The checkout's state: step, user data, the held order and the capture result. */
export function useCheckout(cart: CheckoutCart) {
  const [session, setSession] = useState<CheckoutSession>(loadSession);
  const [result, setResult] = useState<CaptureOrderResponse | null>(null);
  const attemptKey = useRef<string | null>(null);

  useEffect(() => saveSession(session), [session]);

  const goTo = useCallback((step: CheckoutStep) => setSession((current) => ({ ...current, step })), []);
  const advance = useCallback(() => setSession((current) => ({ ...current, step: nextStep(current.step) })), []);
  const submitUserData = useCallback((userData: UserData) => setSession((current) => ({ ...current, userData, step: nextStep(current.step) })), []);

  /**
   * The payment buttons' createOrder: reuses a still-valid hold for the same cart and buyer, this tab's or
   * another tab's (issue 46: a retry in a new tab keeps the buyer's own seats), else creates one and lets
   * the earlier hold of this checkout go in the same request.
   */
  const ensureOrder = useCallback(async (): Promise<string> => {
    const key = cartKey(cart.items, cart.donation, session.couponCode);
    // The order carries the buyer's data: changed on the way back from the summary, it needs a new order.
    const { reuse, replace } = pendingChoice([session.pending, loadSharedHold()], key, session.userData.email, Date.now());
    if (reuse) {
      if (reuse !== session.pending) setSession((current) => ({ ...current, pending: reuse }));
      return reuse.id;
    }
    attemptKey.current ??= crypto.randomUUID();
    try {
      const replaces = replace?.secret ? { order_id: replace.id, checkout_secret: replace.secret } : undefined;
      const created = await createOrder(cart.items, session.userData, cart.donation, attemptKey.current, session.couponCode, replaces);
      attemptKey.current = null;
      const next = {
        id: created.id,
        orderId: created.order_id,
        expiresAt: created.expires_at,
        totalCents: created.total_cents,
        secret: created.checkout_secret,
        cartKey: key,
        email: session.userData.email,
      };
      saveSharedHold(next);
      setSession((current) => ({ ...current, pending: next }));
      return created.id;
    } catch (error) {
      // Only an answer we never got may be retried under the same key; anything else starts afresh.
      if (!(error instanceof ApiError && error.offline)) attemptKey.current = null;
      throw new Error(orderErrorMessage(error), { cause: error });
    }
  }, [cart.items, cart.donation, session.pending, session.userData, session.couponCode]);

  const [declined, setDeclined] = useState<string | undefined>();
  const pendingId = session.pending?.id;

  const approve = useCallback((providerOrderId: string) => {
    setDeclined(undefined);
    setSession((current) => ({ ...current, approvedId: providerOrderId, step: 'complete' }));
  }, []);

  /**
   * PayPal declined: back to the buttons, where the buyer picks another funding source. For the same PayPal
   * order (what actions.restart() does when capturing inside onApprove), or after PAYMENT_DECLINED, whose
   * PayPal order is spent and hold released, for a new one.
   */
  const restartPayment = useCallback(
    (message: string, options: { newOrder: boolean } = { newOrder: false }) => {
      setDeclined(message);
      if (options.newOrder) forgetSharedHold(pendingId);
      setSession((current) => ({ ...current, approvedId: undefined, step: 'payment', pending: options.newOrder ? undefined : current.pending }));
    },
    [pendingId],
  );

  /** From the binding step's summary back to name and e-mail; paying again follows with those. */
  const editUserData = useCallback(() => setSession((current) => ({ ...current, approvedId: undefined, step: 'user-data' })), []);

  const forgetExpiredOrder = useCallback(() => {
    forgetSharedHold(pendingId);
    setSession((current) => ({ ...current, pending: undefined }));
  }, [pendingId]);

  /** Spec §4 complete: capture, then clear the cart; the caller shows the round button's states. */
  const capture = useCallback(async (): Promise<CaptureOrderResponse> => {
    const id = session.approvedId ?? session.pending?.id;
    if (!id) throw new Error(UNEXPECTED_ERROR);
    const captured = await captureOrder(id, session.pending?.id === id ? session.pending.secret : undefined);
    setResult(captured);
    forgetSharedHold(id);
    await cart.clear();
    return captured;
  }, [session.approvedId, session.pending, cart]);

  /** While PayPal's answer is being checked (PAYMENT_CHECKING): the order's status, without capturing. */
  const orderStatus = useCallback(async (): Promise<string | undefined> => {
    const orderId = session.pending?.orderId;
    return orderId ? fetchOrderStatus(orderId) : undefined;
  }, [session.pending]);

  const setCouponCode = useCallback((couponCode: string | undefined) => setSession((current) => ({ ...current, couponCode })), []);

  const finish = useCallback(
    () => setSession((current) => ({ ...current, step: 'completed', pending: undefined, approvedId: undefined, couponCode: undefined })),
    [],
  );

  return {
    session,
    result,
    declined,
    goTo,
    advance,
    submitUserData,
    ensureOrder,
    approve,
    restartPayment,
    editUserData,
    capture,
    orderStatus,
    finish,
    forgetExpiredOrder,
    setCouponCode,
  };
}

export type CheckoutController = ReturnType<typeof useCheckout>;
