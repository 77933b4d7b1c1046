import { compareDoorRows, compareGuests, type DoorDue, doorDueOf, doorDueText, doorTotalCents, shortTicketCode } from '../../../shared/domain/reservations.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import { type DoorListLine, doorListPdf } from './door-list-pdf.js';
import * as repo from './reservations.repository.js';

type Row = { lastName: string; firstName: string; orderId: number; ticketId: number; due: DoorDue; line: Omit<DoorListLine, 'name' | 'due' | 'owes'> };

/** "Schmidt, Petra": the door looks people up by last name. */
const listName = (row: Row) => [row.lastName, row.firstName].filter((part) => part.trim()).join(', ');

/**
 * reservations/door-list.php: the door's paper list of a performance, made now from the database: every
 * valid ticket of a paid order (a ticket handed on names its holder) and every reservation paid at the door
 * that still holds its places, each with what is due, sorted by last name, then the guest list.
 */
export async function doorList(ctx: AppContext, performanceId: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const performance = await repo.performanceForStaff(ctx.db, performanceId);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const madeAt = ctx.now();
  const [tickets, reservations, guests] = await Promise.all([
    repo.validTicketsOf(ctx.db, performanceId),
    repo.openReservationsOf(ctx.db, performanceId, madeAt),
    repo.guestsOf(ctx.db, performanceId),
  ]);
  const ticketRows = tickets.map((ticket): Row => {
    const holder = ticket.holder_name?.trim();
    // A handed-on ticket is filed under its holder: the holder comes to the door, not the buyer.
    const words = holder ? holder.split(/\s+/) : [];
    return {
      lastName: holder ? (words.pop() ?? '') : ticket.last_name,
      firstName: holder ? words.join(' ') : ticket.first_name,
      orderId: ticket.order_id,
      ticketId: ticket.id,
      due: doorDueOf({ staffKind: ticket.staff_kind, status: 'CAPTURED', totalCents: 0 }),
      line: { orderId: ticket.order_id, category: ticket.category_name, seat: ticket.seat, shortCode: shortTicketCode(ticket.code) },
    };
  });
  // A reservation has no tickets until it is paid: one line for the order, its seats and its amount.
  const reservationRows = reservations.map(
    (order): Row => ({
      lastName: order.last_name,
      firstName: order.first_name,
      orderId: order.id,
      ticketId: 0,
      due: doorDueOf({ staffKind: order.staff_kind, status: order.status, totalCents: order.total_cents }),
      line: { orderId: order.id, category: order.categories ?? '', seat: order.seats || null, shortCode: null },
    }),
  );
  const rows = [...ticketRows, ...reservationRows].sort(compareDoorRows);
  const pdf = await doorListPdf({
    eventTitle: performance.event_title,
    startsAt: performance.starts_at,
    madeAt,
    lines: rows.map((row) => ({ ...row.line, name: listName(row), due: doorDueText(row.due), owes: row.due.kind === 'due' })),
    totalDueCents: doorTotalCents(rows.map((row) => row.due)),
    guests: guests.sort(compareGuests).map((guest) => ({ name: guest.name, note: guest.note, admitted: guest.admitted_at !== null })),
  });
  const day = performance.starts_at.toISOString().slice(0, 10);
  return { pdf, fileName: `einlassliste-${day}-${performance.id}.pdf` };
}
