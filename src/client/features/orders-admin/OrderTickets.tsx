import { useState } from 'react';
import type { AdminOrderDetails, AdminOrderTicket } from '../../../shared/api/orders-admin';
import { formatDateTime, formatEuros, formatTicketCount } from '../../../shared/domain/format';
import { seatName } from '../../../shared/domain/seats';
import { Badge } from '../../components/Badge';

/** Why a revoked ticket is void, in the words staff know. */
function revokedText(ticket: AdminOrderTicket): string | null {
  if (ticket.revoked_reason === 'RETURNED') return 'Vom Käufer zurückgegeben';
  if (ticket.revoked_reason === 'REFUNDED') return 'In PayPal erstattet';
  if (ticket.revoked_reason === 'PAYMENT_REVERSED') return 'Zahlung zurückgebucht';
  return null;
}

function TicketStatus({ ticket }: { ticket: AdminOrderTicket }) {
  // Ticket transfer (issue 33): the holder a ticket was handed to.
  const holder = ticket.holder ? ` · an ${ticket.holder}` : '';
  if (ticket.status === 'valid') {
    return (
      <>
        <Badge kind="active">Gültig</Badge>
        {holder}
      </>
    );
  }
  if (ticket.revoked_reason === 'TRANSFERRED') {
    return (
      <>
        <Badge kind="banned">Weitergegeben (neu ausgestellt)</Badge>
        {holder}
      </>
    );
  }
  const cancellation = ticket.cancellation;
  const note = revokedText(ticket);
  return (
    <>
      <Badge kind="banned">Storniert</Badge>
      {cancellation ? (
        <span className="order-details__ticket-note">
          Grund: {cancellation.reason} · von {cancellation.by} am {formatDateTime(cancellation.at)} · erstattet {formatEuros(cancellation.refund)}
        </span>
      ) : (
        note && <span className="order-details__ticket-note">{note}</span>
      )}
    </>
  );
}

function TicketRow({ ticket, choice }: { ticket: AdminOrderTicket; choice?: { selectable: boolean; selected: boolean; toggle: () => void } }) {
  const last = ticket.checkins.at(-1);
  // With "Mehrfacheintritt pro Tag" a guest may come back in; each return is counted.
  const reentries = ticket.checkins.filter((checkin) => checkin.verdict === 'Wiedereinlass').length;
  return (
    <tr>
      {choice && (
        <td>
          {choice.selectable && (
            <input
              type="checkbox"
              className="order-details__pick"
              aria-label={`Ticket ${ticket.id} auswählen`}
              checked={choice.selected}
              onChange={choice.toggle}
            />
          )}
        </td>
      )}
      <td>{ticket.id}</td>
      <td>
        {ticket.event}, {formatDateTime(ticket.starts_at)}
      </td>
      <td>
        {ticket.category}
        {ticket.seat ? ` · ${seatName(ticket.seat)}` : ''}
      </td>
      <td>
        <TicketStatus ticket={ticket} />
      </td>
      <td>
        {last ? `Eingelassen ${formatDateTime(last.scanned_at)} (${last.device})` : 'Nicht eingelassen'}
        {reentries > 0 ? ` · ${reentries}× Wiedereinlass` : ''}
      </td>
    </tr>
  );
}

/**
 * The order's tickets with status and admission; staff with ORDERS_EDIT pick single valid tickets of a paid
 * order (never admitted ones) to cancel them (issue 32 item 10).
 */
export function OrderTickets({
  order,
  canEdit,
  busy,
  onCancel,
}: {
  order: AdminOrderDetails;
  canEdit: boolean;
  busy: boolean;
  onCancel: (tickets: AdminOrderTicket[]) => void;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const pickable = canEdit && order.status === 'CAPTURED' && order.tickets.some((ticket) => ticket.status === 'valid' && !ticket.admitted);
  // A ticket cancelled meanwhile (the reloaded order) drops out of the choice by itself.
  const chosen = order.tickets.filter((ticket) => picked.includes(ticket.id) && ticket.status === 'valid' && !ticket.admitted);
  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  return (
    <section className="panel" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Tickets</h2>
      {order.tickets.length === 0 ? (
        <p>Für diese Bestellung wurden keine Tickets ausgestellt.</p>
      ) : (
        <div className="table-scroll">
          <table className="order-details__table">
            <thead>
              <tr>
                {pickable && (
                  <th scope="col">
                    <span className="visually-hidden">Auswahl</span>
                  </th>
                )}
                <th scope="col">Nr.</th>
                <th scope="col">Vorstellung</th>
                <th scope="col">Kategorie</th>
                <th scope="col">Status</th>
                <th scope="col">Einlass</th>
              </tr>
            </thead>
            <tbody>
              {order.tickets.map((ticket) => (
                <TicketRow
                  key={ticket.id}
                  ticket={ticket}
                  choice={
                    pickable
                      ? { selectable: ticket.status === 'valid' && !ticket.admitted, selected: picked.includes(ticket.id), toggle: () => toggle(ticket.id) }
                      : undefined
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pickable && (
        <div className="order-details__cancel">
          {chosen.length > 0 ? (
            <button type="button" className="button button--danger" disabled={busy} onClick={() => onCancel(chosen)}>
              {`${formatTicketCount(chosen.length)} stornieren`}
            </button>
          ) : (
            <p className="order-details__note">Wähle Tickets aus, um sie einzeln zu stornieren und zu erstatten (eingelassene Tickets nicht).</p>
          )}
        </div>
      )}
    </section>
  );
}
