import { escapeHtml } from '../../../../shared/domain/mail-placeholders.js';
import { dateTimeIn, seatPlaceIn } from '../../../../shared/i18n/order-texts.js';
import type { Translator } from '../../../../shared/i18n/translator.js';
import type { TicketView } from '../../tickets/index.js';

/** {stornierte_tickets}: one line per ticket staff cancelled, as the buyer knows it from the ticket page, in the order's language. */
export function cancelledTicketsHtml(
  tr: Translator,
  tickets: Pick<TicketView, 'id' | 'event_title' | 'starts_at' | 'category_name' | 'seat' | 'seat_section'>[],
): string {
  const lines = tickets.map((ticket) => {
    const seat = ticket.seat ? `, ${seatPlaceIn(tr, ticket.seat, ticket.seat_section)}` : '';
    const what = `${ticket.event_title}, ${dateTimeIn(tr, ticket.starts_at)} – ${ticket.category_name}${seat}`;
    // The id as a string: ICU would group a number's digits ('1.234').
    return `<li>${escapeHtml(tr.t('mail.ticketLine', { id: String(ticket.id), what }))}</li>`;
  });
  return `<ul>${lines.join('')}</ul>`;
}
