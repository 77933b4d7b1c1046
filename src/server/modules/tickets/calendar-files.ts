import { icsFileName, performanceIcs } from '../../../shared/domain/calendar-file.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { TicketView } from './tickets.repository.js';

export interface CalendarFile {
  performanceId: number;
  filename: string;
  content: string;
}

/**
 * One .ics per performance an order holds valid tickets for: the ticket page offers them, the
 * confirmation and the reminder carry them (issue 33). The link in each is the order's ticket page.
 */
export function calendarFiles(
  order: { id: number; public_token: string },
  tickets: readonly TicketView[],
  { publicUrl, now }: { publicUrl: string; now: Date },
): CalendarFile[] {
  const byPerformance = new Map<number, TicketView>();
  for (const ticket of tickets) if (ticket.status === 'valid' && !byPerformance.has(ticket.performance_id)) byPerformance.set(ticket.performance_id, ticket);
  const host = new URL(publicUrl).hostname;
  return [...byPerformance.values()].map((ticket) => ({
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
      now,
    }),
  }));
}
