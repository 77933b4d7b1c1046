import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CART_PROBLEM_CODES } from '../../../shared/domain/order-limits';
import { ApiError } from '../../lib/api-client';
import type { PaymentConfigResponse } from '../../../shared/api/orders';
import type { PendingOrder } from './checkout-session';
import { useVisitorErrorText } from '../../i18n/error-texts';
import { useCheckoutText } from './use-checkout-text';
import { fetchPaymentConfig } from './checkout-api';
import { ReservationCountdown } from './ReservationCountdown';
import { useOnline } from './use-online';
import { FreeOrderNotice } from './FreeOrderNotice';
import { isFreeOrderRef, needsNoPayment } from '../../../shared/domain/free-orders';

const PayPalPayment = lazy(() => import('./PayPalPayment'));

/** The server refused the cart itself: only changing the cart helps, not paying again. */
function isCartProblem(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError && CART_PROBLEM_CODES.has(cause.code);
}

type Failure = { error: unknown } | { text: string };

interface Props {
  totalCents: number;
  pending?: PendingOrder;
  createOrder: () => Promise<string>;
  onApprove: (providerOrderId: string) => void;
  onExpired: () => void;
  /** Why the buyer is back here (PayPal declined the chosen funding source), in the page's words. */
  declined?: string;
  /** Why the cart cannot go to payment as it is (over an order limit), known before any order exists. */
  blocked?: string;
}

export function PaymentStep({ totalCents, pending, createOrder, onApprove, onExpired, declined, blocked }: Props) {
  const { t, money, schoolText } = useCheckoutText();
  const errorText = useVisitorErrorText();
  const online = useOnline();
  const [config, setConfig] = useState<PaymentConfigResponse | null>(null);
  // What went wrong: a failed request (worded when shown, in the page's language) or a text of ours.
  const [failure, setProblem] = useState<Failure | null>(declined ? { text: declined } : null);
  const problem = failure ? ('text' in failure ? failure.text : errorText(failure.error)) : null;
  const [cancelled, setCancelled] = useState(false);
  // Set when the server refused the cart itself (sold out meanwhile, over a limit): paying cannot work.
  const [cartRefused, setCartRefused] = useState(false);
  const cartProblem = Boolean(blocked) || cartRefused;
  // Set when the server priced a cart the quote called free above 0 € after all: then the buttons show.
  const [paymentNeeded, setPaymentNeeded] = useState(false);
  // Set when the server held a free order although the quote said otherwise (prices changed meanwhile).
  const [serverSaysFree, setServerSaysFree] = useState(false);
  // The server's price of this cart (the quote) decides; a held order of an older cart may differ.
  const free = (needsNoPayment(totalCents) && !paymentNeeded) || serverSaysFree;

  useEffect(() => {
    if (!online || config || free) return;
    let cancelled = false;
    fetchPaymentConfig().then(
      (loaded) => {
        if (cancelled) return;
        setConfig(loaded);
        // A decline stays on screen with its way forward until the buyer picks another funding source.
        setProblem(declined ? { text: declined } : null);
      },
      (error) => !cancelled && setProblem({ error }),
    );
    return () => {
      cancelled = true;
    };
  }, [online, config, declined, free]);

  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        {t('checkout.step.payment')} {!free && config?.test_mode && <span className="checkout-badge">{t('payment.testBadge')}</span>}
      </h2>
      <p>
        <Trans i18nKey="payment.toPay" values={{ amount: money(pending?.totalCents ?? totalCents) }} components={{ b: <strong /> }} />
      </p>
      {!free && config?.test_mode && <p className="checkout-note">{t('payment.testNote')}</p>}
      {pending && <ReservationCountdown expiresAt={pending.expiresAt} onExpired={onExpired} />}
      {!online ? (
        <p className="checkout-offline" role="status">
          {t('payment.offline')}
        </p>
      ) : free ? (
        <FreeOrderNotice
          createOrder={createOrder}
          onHeld={onApprove}
          onNeedsPayment={() => setPaymentNeeded(true)}
          onProblem={(error) => {
            setProblem({ error });
            if (isCartProblem(error)) setCartRefused(true);
          }}
          disabled={cartProblem}
        />
      ) : config ? (
        <Suspense fallback={<p>{t('payment.loading')}</p>}>
          {/* The test provider's stand-in buttons speak German (PayPal's own follow PAYPAL_LOCALES). */}
          <div className="checkout-buttons" {...(config.sdk_base_url ? schoolText : {})}>
            <PayPalPayment
              config={config}
              createOrder={async () => {
                setProblem(null);
                setCancelled(false);
                try {
                  const id = await createOrder();
                  // PayPal cannot take an order of 0 €: the buyer confirms it without payment instead.
                  if (isFreeOrderRef(id)) {
                    setServerSaysFree(true);
                    throw new Error(t('payment.freeAfterAll'));
                  }
                  return id;
                } catch (error) {
                  // Our own words (e.g. sold out) win over whatever the SDK passes to onError.
                  setProblem({ error });
                  if (isCartProblem(error)) setCartRefused(true);
                  throw error;
                }
              }}
              onApprove={onApprove}
              onCancel={() => setCancelled(true)}
              onError={(message) => setProblem((current) => current ?? (message ? { text: message } : { error: null }))}
              disabled={cartProblem}
            />
          </div>
        </Suspense>
      ) : (
        !problem && <p>{t('payment.loading')}</p>
      )}
      {cancelled && (
        <p className="checkout-note" role="status">
          {t('payment.cancelled')}
        </p>
      )}
      {(problem ?? blocked) && (
        <p className="checkout-error" role="alert">
          {problem ?? blocked}
        </p>
      )}
      {cartProblem && (
        <p>
          <Link className="button" to="/order/cart">
            {t('checkout.backToCart')}
          </Link>
        </p>
      )}
    </section>
  );
}
