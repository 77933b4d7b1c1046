import { formatDateTime } from '../../../../shared/domain/format.js';
import { escapeHtml } from '../../../../shared/domain/mail-placeholders.js';
import { seatPlace } from '../../../../shared/domain/seat-place.js';
import type { TicketView } from '../../tickets/tickets.repository.js';

/** {stornierte_tickets}: one line per ticket staff cancelled, as the buyer knows it from the ticket page. */
export function cancelledTicketsHtml(tickets: Pick<TicketView, 'id' | 'event_title' | 'starts_at' | 'category_name' | 'seat' | 'seat_section'>[]): string {
  const lines = tickets.map((ticket) => {
    const seat = ticket.seat ? `, ${seatPlace(ticket.seat, ticket.seat_section)}` : '';
    return `<li>Ticket ${ticket.id}: ${escapeHtml(`${ticket.event_title}, ${formatDateTime(ticket.starts_at)} – ${ticket.category_name}${seat}`)}</li>`;
  });
  return `<ul>${lines.join('')}</ul>`;
}
