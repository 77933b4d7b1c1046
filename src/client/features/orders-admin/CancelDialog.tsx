import { type FormEvent, useState } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import type { AdminOrderDetails, AdminOrderTicket } from '../../../shared/api/orders-admin';
import { formatCents, formatDateTime, formatEuros, formatTicketCount } from '../../../shared/domain/format';
import { eurosToCents } from '../../../shared/domain/money';
import { returnRefundCents } from '../../../shared/domain/ticket-returns';

const providerName = (order: AdminOrderDetails) => (order.provider === 'paypal' ? 'PayPal' : 'den Zahlungsdienst');

/**
 * What cancelling single tickets refunds: their price after the order's discounts, as the server reckons
 * it (the same rule as a buyer's return); the last tickets take everything not yet paid back.
 */
function ticketsRefundCents(order: AdminOrderDetails, tickets: AdminOrderTicket[]): number {
  const basis = order.refund_basis;
  if (!basis) return 0;
  const validLeft = order.tickets.filter((ticket) => ticket.status === 'valid').length;
  return returnRefundCents(
    {
      totalCents: basis.total_cents,
      donationCents: basis.donation_cents,
      listCents: basis.list_cents,
      refundedCents: basis.refunded_cents,
      capturedCents: basis.captured_cents,
    },
    tickets.reduce((sum, ticket) => sum + eurosToCents(ticket.unit_price), 0),
    tickets.length === validLeft,
  );
}

/** What cancelling the chosen tickets does: which tickets, the refund, the mail. */
function TicketEffects({ order, tickets }: { order: AdminOrderDetails; tickets: AdminOrderTicket[] }) {
  const cents = ticketsRefundCents(order, tickets);
  const closesOrder = tickets.length === order.tickets.filter((ticket) => ticket.status === 'valid').length;
  return (
    <>
      <li>
        Gesperrt und am Einlass abgewiesen werden (die Plätze sind sofort wieder frei):
        <ul className="cancel-dialog__tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              Ticket {ticket.id}: {ticket.event}, {formatDateTime(ticket.starts_at)} – {ticket.category}
              {ticket.seat ? `, Platz ${ticket.seat}` : ''}
            </li>
          ))}
        </ul>
      </li>
      <li>
        {order.provider === 'free' ? (
          'Die Bestellung war kostenlos: es gibt nichts zu erstatten, kein Zahlungsdienst wird gefragt.'
        ) : order.provider === 'cash' ? (
          <>
            Bar an der Abendkasse bezahlt: es gibt keine Erstattung über einen Zahlungsdienst. Gib <strong>{formatCents(cents)}</strong> bar zurück.
          </>
        ) : (
          <>
            Erstattung: <strong>{formatCents(cents)}</strong> über {providerName(order)} zurück an den Kunden (Preis nach den Rabatten der Bestellung).
          </>
        )}
      </li>
      {closesOrder && <li>Es sind die letzten gültigen Tickets: die Bestellung ist danach ganz storniert.</li>}
      <li>
        {order.customer.email ? (
          <>
            Mail „Stornierung einzelner Tickets“ an <strong>{order.customer.email}</strong> mit diesen Tickets, dem Grund und dem erstatteten Betrag.
          </>
        ) : (
          'Zu dieser Bestellung gibt es keine E-Mail-Adresse; es geht keine Mail hinaus.'
        )}
      </li>
    </>
  );
}

/**
 * Cancelling with care (issue 32 item 10): a dialog instead of the browser's confirm box. It requires the
 * reason the buyer will read, and says what happens: the refund and the mail that goes out. With `tickets`
 * it cancels just those tickets of the order.
 */
export function CancelDialog({
  order,
  tickets,
  busy,
  onCancel,
  onClose,
}: {
  order: AdminOrderDetails;
  tickets?: AdminOrderTicket[];
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const dialog = useModalDialog();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const paid = order.status === 'CAPTURED' || order.refund_required;
  // A free order (issue 33) was paid with nothing: cancelling it refunds nothing.
  const free = order.provider === 'free';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onCancel(reason.trim());
  };

  return (
    <dialog ref={dialog} className="cancel-dialog" aria-labelledby="cancel-heading" onCancel={onClose}>
      <form onSubmit={submit}>
        <h2 id="cancel-heading">
          {tickets
            ? `${formatTicketCount(tickets.length)} der Bestellung ${order.id} stornieren`
            : paid
              ? `Bestellung ${order.id} stornieren`
              : `Reservierung ${order.id} stornieren`}
        </h2>
        <ul className="cancel-dialog__effects">
          {tickets ? (
            <TicketEffects order={order} tickets={tickets} />
          ) : paid ? (
            <>
              <li>
                {free ? (
                  'Die Bestellung war kostenlos: es gibt nichts zu erstatten, kein Zahlungsdienst wird gefragt.'
                ) : (
                  <>
                    Erstattung: <strong>{formatEuros(order.summary.total)}</strong> über {providerName(order)} zurück an den Kunden.
                  </>
                )}
              </li>
              <li>Alle {order.summary.tickets} Tickets werden gesperrt und am Einlass abgewiesen; die Plätze sind sofort wieder frei.</li>
              <li>
                Mail „Stornierung“ an <strong>{order.customer.email}</strong> mit dem Grund und dem erstatteten Betrag.
              </li>
            </>
          ) : (
            <>
              <li>Die reservierten Tickets sind sofort wieder frei. Es wurde nichts bezahlt, also wird nichts erstattet.</li>
              <li>Der Kunde bekommt keine Mail.</li>
            </>
          )}
        </ul>
        <div className="field">
          <label htmlFor="cancel-reason">Grund der Stornierung (für den Kunden)</label>
          <textarea
            id="cancel-reason"
            rows={3}
            maxLength={200}
            required
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'cancel-reason-missing' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id="cancel-reason-missing" className="form-error" role="alert">
              Bitte gib einen Grund an.
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="button button--danger" disabled={busy}>
            {tickets
              ? free
                ? 'Tickets stornieren'
                : 'Tickets stornieren und erstatten'
              : paid
                ? free
                  ? 'Stornieren'
                  : 'Stornieren und erstatten'
                : 'Reservierung stornieren'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Abbrechen
          </button>
        </div>
      </form>
    </dialog>
  );
}
