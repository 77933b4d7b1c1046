import { compareDoorRows, compareGuests, shortTicketCode } from '../../../shared/domain/reservations.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { doorListPdf } from './door-list-pdf.js';
import * as repo from './reservations.repository.js';

/**
 * reservations/door-list.php: the door's paper list of a performance, made now from the database: every
 * valid ticket of a paid order (a ticket handed on names its holder), sorted by last name, then the guest list.
 */
export async function doorList(ctx: AppContext, performanceId: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const performance = await repo.performanceForStaff(ctx.db, performanceId);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const [tickets, guests] = await Promise.all([repo.validTicketsOf(ctx.db, performanceId), repo.guestsOf(ctx.db, performanceId)]);
  const rows = tickets.map((ticket) => {
    const holder = ticket.holder_name?.trim();
    // A handed-on ticket is filed under its holder: the holder comes to the door, not the buyer.
    const words = holder ? holder.split(/\s+/) : [];
    const lastName = holder ? (words.pop() ?? '') : ticket.last_name;
    const firstName = holder ? words.join(' ') : ticket.first_name;
    return { lastName, firstName, orderId: ticket.order_id, ticketId: ticket.id, ticket };
  });
  rows.sort(compareDoorRows);
  const madeAt = ctx.now();
  const pdf = await doorListPdf({
    eventTitle: performance.event_title,
    startsAt: performance.starts_at,
    madeAt,
    tickets: rows.map((row) => ({
      name: [row.lastName, row.firstName].filter((part) => part.trim()).join(', '),
      orderId: row.orderId,
      category: row.ticket.category_name,
      seat: row.ticket.seat,
      shortCode: shortTicketCode(row.ticket.code),
    })),
    guests: guests.sort(compareGuests).map((guest) => ({ name: guest.name, note: guest.note, admitted: guest.admitted_at !== null })),
  });
  const day = performance.starts_at.toISOString().slice(0, 10);
  return { pdf, fileName: `einlassliste-${day}-${performance.id}.pdf` };
}
