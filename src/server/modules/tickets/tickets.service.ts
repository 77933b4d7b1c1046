import type { PublicKeysResponse, RevokedResponse, TicketPageResponse } from '../../../shared/api/tickets.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { DomainError, notFound } from '../../http/errors.js';
import { type CalendarFile, calendarFiles } from './calendar-files.js';
import { listPublicKeys } from './signing-keys.js';
import { designedTicketsPdf } from './ticket-pdf.js';
import { admittedTicketIds, discountsOfOrder, orderByToken, returnDaysSetting, revokedTickets, ticketsOfOrder } from './tickets.repository.js';
import { returnDeadline, returnPageNote, returnRefusal } from '../../../shared/domain/ticket-returns.js';
import { formatDateTime } from '../../../shared/domain/format.js';

async function paidOrder(ctx: AppContext, token: string) {
  const order = await orderByToken(ctx.db, token);
  if (!order) throw notFound('Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.', 'TICKETS_NOT_FOUND');
  return order;
}

/** Why the buyer's order was cancelled, in their words; null for an order that stands. */
function cancellationNote(order: { status: string; failure_reason: string | null; cancel_reason: string | null }): string | null {
  if (order.status !== 'CANCELLED') return null;
  if (order.failure_reason === 'REVERSED_AT_PROVIDER') return 'Die Zahlung wurde bei PayPal zurückgebucht.';
  if (order.failure_reason === 'REFUNDED_AT_PROVIDER') return 'Die Zahlung wurde über PayPal erstattet.';
  return order.cancel_reason?.trim() || null;
}

export async function ticketPage(ctx: AppContext, token: string): Promise<TicketPageResponse> {
  const order = await paidOrder(ctx, token);
  const [tickets, discounts, admitted, days] = await Promise.all([
    ticketsOfOrder(ctx.db, order.id),
    discountsOfOrder(ctx.db, order.id),
    admittedTicketIds(ctx.db, order.id),
    returnDaysSetting(ctx.db),
  ]);
  const now = ctx.now();
  const paidOnline = order.status === 'CAPTURED' && order.channel === 'online';
  // Returns (issue 33): each ticket by the rule the return itself checks; the page names the deadline.
  const returnable = (ticket: (typeof tickets)[number]) =>
    paidOnline && returnRefusal({ orderPaid: true, ticketValid: ticket.status === 'valid', admitted: admitted.has(ticket.id), startsAt: ticket.starts_at }, days, now) === null;
  const stillReturnable = paidOnline ? tickets.filter((ticket) => ticket.status === 'valid' && !admitted.has(ticket.id)) : [];
  const returnNote = returnPageNote(
    stillReturnable.map((ticket) => returnDeadline(ticket.starts_at, days)),
    now,
    (deadline) => formatDateTime(deadline),
  );
  // Only a paid order's valid tickets carry their code: nothing else may become a QR code anywhere.
  const usable = (status: string) => order.status === 'CAPTURED' && status === 'valid';
  return {
    success: true,
    order: {
      id: order.id,
      status: order.status,
      first_name: order.first_name,
      last_name: order.last_name,
      email: order.email,
      total: centsToEuros(order.total_cents),
      donation: centsToEuros(order.donation_cents),
      created_at: order.created_at.toISOString(),
      cancellation_note: cancellationNote(order),
      discounts: discounts.map((discount) => ({ label: discount.label, amount: centsToEuros(discount.amount_cents) })),
    },
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      code: usable(ticket.status) ? ticket.code : '',
      status: order.status === 'CANCELLED' ? 'cancelled' : ticket.status,
      event_title: ticket.event_title,
      starts_at: ticket.starts_at.toISOString(),
      doors_at: ticket.doors_at?.toISOString() ?? null,
      category: ticket.category_name,
      seat: ticket.seat,
      location: venueText({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address }),
      performance_id: ticket.performance_id,
      returnable: returnable(ticket),
      returned: ticket.revoked_reason === 'RETURNED',
    })),
    pdf_url: order.status === 'CAPTURED' ? `tickets/pdf.php?token=${encodeURIComponent(token)}` : '',
    returns: { days, note: returnNote },
  };
}

export async function ticketPdf(ctx: AppContext, token: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const order = await paidOrder(ctx, token);
  if (order.status === 'CANCELLED') {
    throw new DomainError(410, 'ORDER_CANCELLED', 'Diese Bestellung wurde storniert. Ihre Tickets sind ungültig; ein PDF gibt es nicht mehr.');
  }
  const tickets = order.status === 'CAPTURED' ? (await ticketsOfOrder(ctx.db, order.id)).filter((ticket) => ticket.status === 'valid') : [];
  if (tickets.length === 0) throw notFound('Für diese Bestellung wurden keine Tickets ausgestellt.', 'NO_TICKETS');
  return { filename: `Tickets-Bestellung-${order.id}.pdf`, pdf: await designedTicketsPdf(ctx.db, order, tickets) };
}

/** tickets/calendar.php: the .ics of one performance of a paid order, for "Zum Kalender hinzufügen". */
export async function ticketCalendar(ctx: AppContext, token: string, performanceId: number): Promise<CalendarFile> {
  const order = await paidOrder(ctx, token);
  if (order.status === 'CANCELLED') throw new DomainError(410, 'ORDER_CANCELLED', 'Diese Bestellung wurde storniert. Ihre Tickets sind ungültig.');
  const tickets = order.status === 'CAPTURED' ? await ticketsOfOrder(ctx.db, order.id) : [];
  const file = calendarFiles(order, tickets, { publicUrl: ctx.config.publicUrl, now: ctx.now() }).find((each) => each.performanceId === performanceId);
  if (!file) throw notFound('Für diese Vorstellung hat die Bestellung keine gültigen Tickets.', 'NO_TICKETS');
  return file;
}

export async function publicKeys(ctx: AppContext): Promise<PublicKeysResponse> {
  const keys = await listPublicKeys(ctx.db);
  return {
    success: true,
    algorithm: 'Ed25519',
    keys: keys.map((key) => ({
      id: key.id,
      public_key: Buffer.from(key.public_key).toString('base64url'),
      active: key.active,
      created_at: key.created_at.toISOString(),
    })),
  };
}

export async function revoked(ctx: AppContext): Promise<RevokedResponse> {
  const rows = await revokedTickets(ctx.db);
  return {
    success: true,
    revoked: rows.map((row) => ({ ticket_id: row.id, code: row.code, performance_id: row.performance_id, revoked_at: row.cancelled_at?.toISOString() ?? null, reason: row.revoked_reason })),
  };
}
