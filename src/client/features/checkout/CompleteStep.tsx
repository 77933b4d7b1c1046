import { useEffect, useRef, useState } from 'react';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { formatCents } from '../../../shared/domain/format';
import { ApiError } from '../../lib/api-client';
import type { PendingOrder } from './checkout-session';
import { orderErrorMessage } from './use-checkout';
import { OrderTerms } from './OrderTerms';
import { ReservationCountdown } from './ReservationCountdown';

/** Spec §9 delays of the round button. */
export const SUCCESS_ADVANCE_MS = 2000;
export const ERROR_ALERT_MS = 1500;
export const ORDER_ERROR_ALERT = 'Fehler bei der Bestellung';
/** § 312j Abs. 3 BGB: the button that places the order says unmistakably that it costs money. */
export const ORDER_BUTTON_LABEL = 'Zahlungspflichtig bestellen';

type ButtonState = 'idle' | 'loading' | 'active' | 'error';

interface Props {
  pending?: PendingOrder;
  capture: () => Promise<CaptureOrderResponse>;
  onDone: () => void;
  /** PayPal declined the funding source: the buyer goes back to the buttons to choose another. */
  onDeclined: (message: string) => void;
}

/** Spec §4 complete: idle → loading (capture) → active (check, advances after 2 s) or error (X, alert after 1.5 s, idle). */
export function CompleteStep({ pending, capture, onDone, onDeclined }: Props) {
  const [state, setState] = useState<ButtonState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function complete() {
    if (state !== 'idle') return;
    setState('loading');
    setMessage(null);
    try {
      await capture();
      setState('active');
      timer.current = setTimeout(onDone, SUCCESS_ADVANCE_MS);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSTRUMENT_DECLINED') {
        onDeclined(error.message);
        return;
      }
      console.error('capture failed', error);
      setState('error');
      const text = orderErrorMessage(error);
      timer.current = setTimeout(() => {
        window.alert(ORDER_ERROR_ALERT);
        setMessage(text);
        setState('idle');
      }, ERROR_ALERT_MS);
    }
  }

  const labels: Record<ButtonState, string> = {
    idle: ORDER_BUTTON_LABEL,
    loading: 'Bestellung wird abgeschlossen …',
    active: 'Bestellung abgeschlossen',
    error: ORDER_ERROR_ALERT,
  };
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>Bestellung abschließen</h2>
      {pending && (
        <p>
          Bestellung Nr. {pending.orderId} über <strong>{formatCents(pending.totalCents)}</strong>. Mit dem Klick auf „
          {ORDER_BUTTON_LABEL}“ wird die Zahlung verbindlich abgeschlossen.
        </p>
      )}
      {pending && state !== 'active' && <ReservationCountdown expiresAt={pending.expiresAt} />}
      <div className="checkout-complete">
        <button type="button" className={`checkout-round is-${state}`} onClick={complete} aria-busy={state === 'loading'}>
          <span className="checkout-round__icon" aria-hidden="true">
            {state === 'active' ? '✓' : state === 'error' ? '✕' : state === 'loading' ? '' : '➜'}
          </span>
          <span className="checkout-round__label">{labels[state]}</span>
        </button>
        <p className="visually-hidden" aria-live="polite">
          {state === 'idle' ? '' : labels[state]}
        </p>
        <OrderTerms />
      </div>
      {message && (
        <p className="checkout-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
