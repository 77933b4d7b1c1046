import { Link } from 'react-router-dom';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { isFreeOrderRef } from '../../../shared/domain/free-orders';
import { useCheckoutText } from './use-checkout-text';

function BackLink() {
  const { t } = useCheckoutText();
  return (
    <Link to="/events" className="back-link">
      {t('checkout.backToEvents')}
    </Link>
  );
}

/** The final step: order number, the ticket page, and where the mail went. */
export function CompletedStep({ result }: { result: CaptureOrderResponse | null }) {
  const { t, language, bidi } = useCheckoutText();
  if (result?.status === 'PENDING') {
    // PayPal still checks the payment: nothing is issued yet, so there is no ticket link to show.
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>
          {t('checkout.pendingTitle')}
        </h2>
        <p className="checkout-success">{t('checkout.pendingReceived', { number: bidi(result.order_id) })}</p>
        {/* The server's words in German; another language says the same in its own. */}
        <p>{language === 'de' ? result.message : t('checkout.pendingMessage')}</p>
        <BackLink />
      </section>
    );
  }
  // Without the ticket link (a checkout that lost its secret, e.g. another tab): the mail brings the tickets.
  if (!result?.ticket_url) {
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>
          {t('checkout.step.completed')}
        </h2>
        <p>{t('checkout.thanksByMail')}</p>
        <BackLink />
      </section>
    );
  }
  const ticketPath = new URL(result.ticket_url, window.location.href).pathname;
  const number = bidi(result.order_id);
  const email = bidi(result.email ?? '');
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        {t('checkout.step.completed')}
      </h2>
      <p className="checkout-success">{isFreeOrderRef(result.id) ? t('checkout.thanksCompleted', { number }) : t('checkout.thanksPaid', { number })}</p>
      <p>{result.mail_queued ? t('checkout.ticketsMailed', { email }) : t('checkout.confirmationMailed', { email })}</p>
      <p>
        <Link className="button" to={ticketPath}>
          {t('checkout.viewTickets')}
        </Link>
      </p>
      <p className="checkout-note">{t('checkout.ticketLinkTip')}</p>
      <BackLink />
    </section>
  );
}
