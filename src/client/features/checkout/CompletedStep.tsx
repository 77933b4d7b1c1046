import { Link } from 'react-router-dom';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { isFreeOrderRef } from '../../../shared/domain/free-orders';

const backLink = (
  <Link to="/events" className="back-link">
    Zurück zu den Events
  </Link>
);

/** The final step: order number, the ticket page, and where the mail went. */
export function CompletedStep({ result }: { result: CaptureOrderResponse | null }) {
  if (result?.status === 'PENDING') {
    // PayPal still checks the payment: nothing is issued yet, so there is no ticket link to show.
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>
          Zahlung wird geprüft
        </h2>
        <p className="checkout-success">Danke! Deine Bestellung Nr. {result.order_id} ist eingegangen.</p>
        <p>{result.message}</p>
        {backLink}
      </section>
    );
  }
  // Without the ticket link (a checkout that lost its secret, e.g. another tab): the mail brings the tickets.
  if (!result?.ticket_url) {
    return (
      <section aria-labelledby="checkout-step-title">
        <h2 id="checkout-step-title" tabIndex={-1}>
          Bestellung abgeschlossen
        </h2>
        <p>Vielen Dank für deine Bestellung! Deine Tickets kommen per E-Mail.</p>
        {backLink}
      </section>
    );
  }
  const ticketPath = new URL(result.ticket_url, window.location.href).pathname;
  return (
    <section aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        Bestellung abgeschlossen
      </h2>
      <p className="checkout-success">
        Vielen Dank! Deine Bestellung Nr. {result.order_id} ist {isFreeOrderRef(result.id) ? 'abgeschlossen' : 'bezahlt'}.
      </p>
      <p>{result.mail_queued ? `Deine Tickets schicken wir als PDF an ${result.email}.` : `Deine Bestellbestätigung erhältst du an ${result.email}.`}</p>
      <p>
        <Link className="button" to={ticketPath}>
          Tickets ansehen und herunterladen
        </Link>
      </p>
      <p className="checkout-note">Tipp: Speichere dir den Link zu deinen Tickets – er funktioniert ohne Anmeldung.</p>
      {backLink}
    </section>
  );
}
