import { useEffect, useState } from 'react';
import type { TicketPageResponse } from '../../../shared/api/tickets';
import { formatCents, formatDate, formatTime } from '../../../shared/domain/format';
import { eurosToCents } from '../../../shared/domain/money';
import { seatPlace } from '../../../shared/domain/seat-place';
import { formatRate } from '../../../shared/domain/vat';
import { ApiError } from '../../lib/api-client';
import { ForgetTickets, TicketsForgotten } from './DeviceTickets';
import { fetchTicketPage, ticketCalendarUrl, ticketPdfUrl } from './my-tickets-api';
import { QrCode } from './QrCode';
import { TicketReturns } from './TicketReturns';
import { TicketTransfer } from './TicketTransfer';
import { dropExpiredTickets, storedTicketPage } from './ticket-cache';
import './my-tickets.css';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; page: TicketPageResponse } | { state: 'removed' };

/** The server refused this link (unknown, cancelled, not allowed) rather than failing to answer. */
const refusesLink = (error: unknown) => error instanceof ApiError && !error.offline && error.status >= 400 && error.status < 500 && error.status !== 429;

/** The ticket page behind the link from the last checkout step and the mail: QR codes and the PDF. */
export function TicketWallet({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // After a return: its answer, and the page loaded again (the returned tickets now show as such).
  const [returned, setReturned] = useState('');
  useEffect(() => {
    let cancelled = false;
    let shownStored = false;
    // A copy whose performance is over goes first; what the device still keeps shows at once (issue 51: at the
    // door the network may take seconds), and the server's answer replaces it as soon as it is there.
    dropExpiredTickets()
      .catch(() => 0)
      .then(() => storedTicketPage(token).catch(() => null))
      .then((stored) => {
        if (cancelled) return;
        if (stored) {
          shownStored = true;
          setLoad({ state: 'ready', page: stored });
        }
        return fetchTicketPage(token).then(
          (page) => !cancelled && setLoad({ state: 'ready', page }),
          (error) => {
            // No network, a busy server: the kept tickets stay; a refusal of the link itself is shown.
            if (cancelled || (shownStored && !refusesLink(error))) return;
            setLoad({ state: 'error', message: error instanceof ApiError ? error.message : 'Die Tickets konnten nicht geladen werden.' });
          },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (load.state === 'loading') return <p>Tickets werden geladen …</p>;
  if (load.state === 'removed') return <TicketsForgotten />;
  if (load.state === 'error') {
    return (
      <div className="tickets">
        <h1>Deine Tickets</h1>
        <p role="alert">{load.message}</p>
      </div>
    );
  }
  const { order, tickets, holder } = load.page;
  const cancelled = order.status === 'CANCELLED';
  // After a return or a transfer: its answer, and the page as it is now.
  const changed = (message: string) => {
    setReturned(message);
    fetchTicketPage(token).then(
      (page) => setLoad({ state: 'ready', page }),
      () => undefined,
    );
  };
  // One calendar entry per performance the order has valid tickets for.
  const performances = [
    ...new Map(tickets.filter((ticket) => ticket.status === 'valid' && ticket.performance_id).map((ticket) => [ticket.performance_id, ticket])).values(),
  ];
  return (
    <div className="tickets">
      <h1>{holder ? 'Dein Ticket' : 'Deine Tickets'}</h1>
      {holder ? (
        // A handed-on ticket's own page (its holder's link): who it is for and who gave it, nothing of the order's money.
        <p>
          Für {holder.name} · weitergegeben von {holder.from}
        </p>
      ) : (
        <p>
          Bestellung Nr. {order.id} · {order.first_name} {order.last_name} · {formatCents(eurosToCents(order.total))}
          {order.discounts?.map((discount) => (
            <span key={discount.label}>
              {' '}
              · {discount.label}: {formatCents(-eurosToCents(discount.amount))}
            </span>
          ))}
          {order.vat?.map((share) => (
            <span key={share.rate}>
              {' '}
              · darin enthalten {formatRate(share.rate)} MwSt.: {formatCents(eurosToCents(share.amount))}
            </span>
          ))}
        </p>
      )}
      {cancelled && (
        <div className="notice notice--error tickets__cancelled" role="alert">
          <strong>Diese Bestellung wurde storniert.</strong> {order.cancellation_note ? `${order.cancellation_note} ` : ''}Die Tickets sind ungültig und werden
          am Einlass nicht angenommen. Eine bezahlte Bestellung wird erstattet; die Einzelheiten stehen in der Stornierungs-E-Mail.
        </div>
      )}
      {returned && (
        <p className="notice notice--success" role="status">
          {returned}
        </p>
      )}
      <TicketReturns token={token} tickets={tickets} note={load.page.returns?.note ?? null} free={order.total === 0} onReturned={changed} />
      {tickets.length === 0 ? (
        <p>
          {order.status === 'CAPTURED'
            ? 'Für diese Bestellung gibt es keine Tickets.'
            : 'Diese Bestellung ist noch nicht bezahlt – sobald die Zahlung da ist, erscheinen hier deine Tickets.'}
        </p>
      ) : (
        <>
          {!cancelled && load.page.pdf_url && (
            <p>
              <a className="button" href={ticketPdfUrl(token)} download>
                {holder ? 'Ticket als PDF herunterladen' : 'Alle Tickets als PDF herunterladen'}
              </a>
            </p>
          )}
          {!cancelled && order.status === 'CAPTURED' && performances.length > 0 && (
            <ul className="tickets__calendar">
              {performances.map((ticket) => (
                <li key={ticket.performance_id}>
                  <a href={ticketCalendarUrl(token, ticket.performance_id as number)} download>
                    {ticket.event_title} am {formatDate(ticket.starts_at)} zum Kalender hinzufügen (.ics)
                  </a>
                </li>
              ))}
            </ul>
          )}
          <ol className="tickets__list">
            {tickets.map((ticket, index) => (
              <li key={ticket.id} className={`ticket-card${ticket.status === 'cancelled' ? ' is-cancelled' : ''}`}>
                {ticket.status === 'valid' && !cancelled && ticket.code && <QrCode value={ticket.code} label={`QR-Code für Ticket ${index + 1}`} />}
                <div>
                  <h2>{ticket.event_title}</h2>
                  <p>
                    {formatDate(ticket.starts_at)}, Beginn {formatTime(ticket.starts_at)} Uhr
                    {ticket.doors_at && <> · Einlass {formatTime(ticket.doors_at)} Uhr</>}
                  </p>
                  <p>
                    {ticket.category}
                    {` · ${seatPlace(ticket.seat, ticket.seat_section) || 'freie Platzwahl'}`}
                  </p>
                  {ticket.location && <p>{ticket.location}</p>}
                  <p className="ticket-card__meta">
                    Ticket {index + 1} von {tickets.length} · Nr. {ticket.id}
                    {ticket.status === 'cancelled' && <strong> · {ticket.returned ? 'zurückgegeben' : 'storniert'}</strong>}
                    {ticket.status === 'valid' && ticket.transferred_to && <strong> · weitergegeben an {ticket.transferred_to}</strong>}
                  </p>
                  {!cancelled && <TicketTransfer token={token} ticket={ticket} onTransferred={changed} />}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <ForgetTickets token={token} onForgotten={() => setLoad({ state: 'removed' })} />
    </div>
  );
}
