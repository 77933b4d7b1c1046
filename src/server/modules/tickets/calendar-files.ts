import { icsFileName, performanceIcs } from '../../../shared/domain/calendar-file.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { Translator } from '../../../shared/i18n/translator.js';
import { ticketInLanguage } from './ticket-language.js';
import type { TicketView } from './tickets.repository.js';

export interface CalendarFile {
  performanceId: number;
  filename: string;
  content: string;
}

/**
 * One .ics per performance an order holds valid tickets for: the ticket page offers them, the
 * confirmation and the reminder carry them (issue 33). The link in each is the order's ticket page; the
 * description speaks the order's language (issue 53), the title too where the school translated it (else the
 * German one); the venue stays as staff wrote it.
 */
export function calendarFiles(
  order: { id: number; public_token: string },
  tickets: readonly TicketView[],
  { publicUrl, now, tr }: { publicUrl: string; now: Date; tr: Translator },
): CalendarFile[] {
  const byPerformance = new Map<number, TicketView>();
  for (const ticket of tickets) if (ticket.status === 'valid' && !byPerformance.has(ticket.performance_id)) byPerformance.set(ticket.performance_id, ticket);
  const host = new URL(publicUrl).hostname;
  return [...byPerformance.values()]
    .map((ticket) => ticketInLanguage(ticket, tr.language))
    .map((ticket) => ({
      performanceId: ticket.performance_id,
      filename: icsFileName(ticket.event_title, ticket.starts_at),
      content: performanceIcs({
        uid: `order-${order.id}-performance-${ticket.performance_id}@${host}`,
        title: ticket.event_title,
        startsAt: ticket.starts_at,
        doorsAt: ticket.doors_at,
        duration: ticket.duration,
        location: venueText({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address }),
        url: `${publicUrl}/tickets/${order.public_token}`,
        linkLabel: tr.t('ics.tickets'),
        doorsText: ticket.doors_at ? tr.t('ics.doors', { time: tr.format.time(ticket.doors_at) }) : undefined,
        now,
      }),
    }));
}
