import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CART_PROBLEM_CODES } from '../../../shared/domain/order-limits';
import { ApiError } from '../../lib/api-client';
import type { PaymentConfigResponse } from '../../../shared/api/orders';
import { formatCents } from '../../../shared/domain/format';
import type { PendingOrder } from './checkout-session';
import { orderErrorMessage } from './use-checkout';
import { fetchPaymentConfig } from './checkout-api';
import { ReservationCountdown } from './ReservationCountdown';
import { useOnline } from './use-online';
import { FreeOrderNotice } from './FreeOrderNotice';
import { isFreeOrderRef, needsNoPayment } from '../../../shared/domain/free-orders';

const PayPalPayment = lazy(() => import('./PayPalPayment'));

export const FREE_AFTER_ALL = 'Deine Bestellung kostet nichts. Du kannst sie ohne Zahlung abschließen.';

/** The server refused the cart itself: only changing the cart helps, not paying again. */
function isCartProblem(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError && CART_PROBLEM_CODES.has(cause.code);
}

interface Props {
  totalCents: number;
  pending?: PendingOrder;
  createOrder: () => Promise<string>;
  onApprove: (providerOrderId: string) => void;
  onExpired: () => void;
  /** Why the buyer is back here (PayPal declined the chosen funding source). */
  declined?: string;
  /** Why the cart cannot go to payment as it is (over an order limit), known before any order exists. */
  blocked?: string;
}

export function PaymentStep({ totalCents, pending, createOrder, onApprove, onExpired, declined, blocked }: Props) {
  const online = useOnline();
  const [config, setConfig] = useState<PaymentConfigResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(declined ?? null);
  const [notice, setNotice] = useState<string | null>(null);
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
        setProblem(declined ?? null);
      },
      (error) => !cancelled && setProblem(orderErrorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [online, config, declined, free]);

  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        Zahlungsmethode {!free && config?.test_mode && <span className="checkout-badge">Testmodus</span>}
      </h2>
      <p>
        Zu zahlen: <strong>{formatCents(pending?.totalCents ?? totalCents)}</strong>
      </p>
      {!free && config?.test_mode && <p className="checkout-note">Testmodus: Die Zahlung wird nur simuliert, es wird kein Geld bewegt.</p>}
      {pending && <ReservationCountdown expiresAt={pending.expiresAt} onExpired={onExpired} />}
      {!online ? (
        <p className="checkout-offline" role="status">
          Du bist offline. Zum Bezahlen brauchst du eine Internetverbindung – sobald sie zurück ist, geht es hier automatisch weiter. Dein Warenkorb bleibt
          gespeichert.
        </p>
      ) : free ? (
        <FreeOrderNotice
          createOrder={createOrder}
          onHeld={onApprove}
          onNeedsPayment={() => setPaymentNeeded(true)}
          onProblem={(error) => {
            setProblem(orderErrorMessage(error));
            if (isCartProblem(error)) setCartRefused(true);
          }}
          disabled={cartProblem}
        />
      ) : config ? (
        <Suspense fallback={<p>Zahlungsarten werden geladen …</p>}>
          <div className="checkout-buttons">
            <PayPalPayment
              config={config}
              createOrder={async () => {
                setProblem(null);
                setNotice(null);
                try {
                  const id = await createOrder();
                  // PayPal cannot take an order of 0 €: the buyer confirms it without payment instead.
                  if (isFreeOrderRef(id)) {
                    setServerSaysFree(true);
                    throw new Error(FREE_AFTER_ALL);
                  }
                  return id;
                } catch (error) {
                  // Our own words (e.g. sold out) win over whatever the SDK passes to onError.
                  setProblem(orderErrorMessage(error));
                  if (isCartProblem(error)) setCartRefused(true);
                  throw error;
                }
              }}
              onApprove={onApprove}
              onCancel={() => setNotice('Die Zahlung wurde abgebrochen. Du kannst es jederzeit erneut versuchen.')}
              onError={(message) => setProblem((current) => current ?? (message || orderErrorMessage(null)))}
              disabled={cartProblem}
            />
          </div>
        </Suspense>
      ) : (
        !problem && <p>Zahlungsarten werden geladen …</p>
      )}
      {notice && (
        <p className="checkout-note" role="status">
          {notice}
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
            Zurück zum Warenkorb
          </Link>
        </p>
      )}
    </section>
  );
}
