import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { ApiError } from '../../lib/api-client';
import { visitorErrorText } from '../../i18n/error-texts';
import { BindingSummary } from './BindingSummary';
import type { PendingOrder } from './checkout-session';
import { useCheckoutText } from './use-checkout-text';
import { OrderTerms } from './OrderTerms';
import { ReservationCountdown } from './ReservationCountdown';

/** Spec §9 delays of the round button. */
export const SUCCESS_ADVANCE_MS = 2000;
export const ERROR_ALERT_MS = 1500;

type ButtonState = 'idle' | 'loading' | 'checking' | 'active' | 'error';

/** PayPal's capture answer was lost (issue 37): the server asks PayPal again for ~10 s; the page looks this often, this long. */
export const CHECK_INTERVAL_MS = 2000;
export const CHECK_ATTEMPTS = 8;

/**
 * The capture answers that mean "this way of paying did not work" (402): the buyer goes back to the
 * buttons to choose another funding source. After PAYMENT_DECLINED the PayPal order is spent and the hold
 * released, so the buttons start a new order.
 */
const DECLINES: Record<string, { newOrder: boolean }> = {
  INSTRUMENT_DECLINED: { newOrder: false },
  PAYMENT_NOT_COMPLETED: { newOrder: false },
  PAYMENT_DECLINED: { newOrder: true },
};

interface Props {
  pending?: PendingOrder;
  /** The provider order the buyer approved (what the summary and the capture are about). */
  approvedId?: string;
  capture: () => Promise<CaptureOrderResponse>;
  /** The order's status without capturing (polled while the payment is checked). */
  orderStatus?: () => Promise<string | undefined>;
  onDone: () => void;
  /** PayPal declined: the buyer goes back to the buttons to choose another funding source. */
  onDeclined: (message: string, options: { newOrder: boolean }) => void;
  /** The buyer wants to change name or e-mail from the summary. */
  onEditUserData?: () => void;
}

/** Spec §4 complete: idle → loading (capture) → active (check, advances after 2 s) or error (X, alert after 1.5 s, idle). */
export function CompleteStep({ pending, approvedId, capture, orderStatus, onDone, onDeclined, onEditUserData = () => {} }: Props) {
  const { t, language, money } = useCheckoutText();
  const errorText = (error: unknown) => visitorErrorText(error, t, language);
  const [state, setState] = useState<ButtonState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unmounted = useRef(false);
  useEffect(
    () => () => {
      unmounted.current = true;
      clearTimeout(timer.current);
    },
    [],
  );

  function succeeded() {
    setState('active');
    timer.current = setTimeout(onDone, SUCCESS_ADVANCE_MS);
  }

  /** "Zahlung wird geprüft": looks at the order until it is paid, then fetches the tickets; else back to PayPal. */
  async function awaitPayment(checkingText: string) {
    setState('checking');
    setMessage(checkingText);
    for (let attempt = 0; attempt < CHECK_ATTEMPTS && orderStatus; attempt++) {
      await new Promise((resolve) => {
        timer.current = setTimeout(resolve, CHECK_INTERVAL_MS);
      });
      if (unmounted.current) return;
      const status = await orderStatus().catch(() => undefined);
      if (status === 'CAPTURED') {
        const paid = await capture().catch(() => undefined);
        if (paid) {
          setMessage(null);
          succeeded();
          return;
        }
      } else if (status && status !== 'CREATED') break;
    }
    if (!unmounted.current) onDeclined(t('checkout.notConfirmed'), { newOrder: false });
  }

  async function complete() {
    if (state !== 'idle') return;
    setState('loading');
    setMessage(null);
    try {
      await capture();
      succeeded();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PAYMENT_CHECKING') {
        await awaitPayment(errorText(error));
        return;
      }
      const decline = error instanceof ApiError ? DECLINES[error.code] : undefined;
      if (decline && error instanceof ApiError) {
        onDeclined(errorText(error), decline);
        return;
      }
      console.error('capture failed', error);
      setState('error');
      const text = errorText(error);
      timer.current = setTimeout(() => {
        window.alert(t('checkout.orderFailed'));
        setMessage(text);
        setState('idle');
      }, ERROR_ALERT_MS);
    }
  }

  // A free order costs nothing: "zahlungspflichtig" would be untrue, the button still says it binds (issue 33).
  const free = pending?.totalCents === 0;
  // § 312j Abs. 3 BGB: the button that places the order says unmistakably that it costs money.
  const orderLabel = free ? t('checkout.orderFreeButton') : t('checkout.orderButton');
  const labels: Record<ButtonState, string> = {
    idle: orderLabel,
    loading: t('checkout.completing'),
    checking: t('checkout.checking'),
    active: t('checkout.step.completed'),
    error: t('checkout.orderFailed'),
  };
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        {t('checkout.step.complete')}
      </h2>
      {(approvedId ?? pending?.id) && (
        <BindingSummary providerOrderId={(approvedId ?? pending?.id) as string} checkoutSecret={pending?.secret} onEditUserData={onEditUserData} />
      )}
      {pending && !free && (
        <p>
          <Trans i18nKey="checkout.bindingPaid" values={{ button: orderLabel, amount: money(pending.totalCents) }} components={{ b: <strong /> }} />
        </p>
      )}
      {pending && free && (
        <p>
          <Trans i18nKey="checkout.bindingFree" values={{ button: orderLabel }} components={{ b: <strong /> }} />
        </p>
      )}
      {pending && state !== 'active' && <ReservationCountdown expiresAt={pending.expiresAt} />}
      <div className="checkout-complete">
        <button
          type="button"
          className={`checkout-round is-${state === 'checking' ? 'loading' : state}`}
          onClick={complete}
          aria-busy={state === 'loading' || state === 'checking'}
        >
          <span className={`checkout-round__icon${state === 'idle' ? ' checkout-round__icon--forward' : ''}`} aria-hidden="true">
            {state === 'active' ? '✓' : state === 'error' ? '✕' : state === 'loading' || state === 'checking' ? '' : '➜'}
          </span>
          <span className="checkout-round__label">{labels[state]}</span>
        </button>
        <p className="visually-hidden" aria-live="polite">
          {state === 'idle' ? '' : labels[state]}
        </p>
        <OrderTerms />
      </div>
      {message && state === 'checking' && (
        <p className="checkout-checking" role="status">
          {message}
        </p>
      )}
      {message && state !== 'checking' && (
        <p className="checkout-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
