import type { PublicKeysResponse, RevokedResponse, TicketPageResponse } from '../../../shared/api/tickets.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { DomainError, notFound } from '../../domain-errors.js';
import { type CalendarFile, calendarFiles } from './calendar-files.js';
import { listPublicKeys } from './signing-keys.js';
import { lookupTicketLink } from './ticket-link-throttle.js';
import { designedTicketsPdf } from './ticket-pdf.js';
import { ticketTranslations } from './ticket-language.js';
import { translatorFor } from '../../../shared/i18n/translator.js';
import { pdfFileNameIn } from '../../../shared/i18n/order-texts.js';
import {
  admittedTicketIds,
  discountsOfOrder,
  orderByToken,
  orderLinesForVat,
  returnDaysSetting,
  revokedTickets,
  taxSettings,
  ticketByHolderToken,
  ticketsOfOrder,
  transferSetting,
} from './tickets.repository.js';
import { orderVat } from '../../../shared/domain/vat.js';
import { transferRefusal } from '../../../shared/domain/ticket-transfer.js';
import { orderReturnDays, returnDeadline, returnPageNote, returnRefusal } from '../../../shared/domain/ticket-returns.js';
import { formatDateTime } from '../../../shared/domain/format.js';

const NOT_FOUND = 'Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.';

/**
 * The order behind a ticket link: the buyer's token, or the token of one handed-on ticket's holder
 * (issue 33, "Ticketübertragung"), which shows that ticket only.
 */
async function linkedOrder(ctx: AppContext, token: string, address: string) {
  // Issue 38: the token is a secret; a wrong one counts against the caller's /64 and all ticket links.
  const linked = await lookupTicketLink(ctx, address, async (db) => {
    const order = await orderByToken(db, token);
    if (order) return { order, heldTicketId: null as number | null };
    const held = await ticketByHolderToken(db, token);
    const heldOrder = held ? await orderByToken(db, held.public_token) : undefined;
    return held && heldOrder ? { order: heldOrder, heldTicketId: held.id as number | null } : undefined;
  });
  if (!linked) throw notFound(NOT_FOUND, 'TICKETS_NOT_FOUND');
  return linked;
}

type Ticket = Awaited<ReturnType<typeof ticketsOfOrder>>[number];

/**
 * The tickets a link shows. The buyer's page leaves out the tickets a transfer replaced (their successors
 * stand in their place, as "weitergegeben an …"); a holder's page shows their one ticket.
 */
function linkedTickets(tickets: Ticket[], heldTicketId: number | null): Ticket[] {
  if (heldTicketId !== null) return tickets.filter((ticket) => ticket.id === heldTicketId);
  return tickets.filter((ticket) => ticket.revoked_reason !== 'TRANSFERRED');
}

/** What may become a QR code or a PDF page through this link: a handed-on ticket only through its holder's. */
function ownTickets(tickets: Ticket[], heldTicketId: number | null): Ticket[] {
  return linkedTickets(tickets, heldTicketId).filter((ticket) => heldTicketId !== null || ticket.holder_token === null);
}

/** Why the buyer's order was cancelled, in their words; null for an order that stands. */
function cancellationNote(order: { status: string; failure_reason: string | null; cancel_reason: string | null }): string | null {
  if (order.status !== 'CANCELLED') return null;
  if (order.failure_reason === 'REVERSED_AT_PROVIDER') return 'Die Zahlung wurde bei PayPal zurückgebucht.';
  if (order.failure_reason === 'REFUNDED_AT_PROVIDER') return 'Die Zahlung wurde über PayPal erstattet.';
  return order.cancel_reason?.trim() || null;
}

export async function ticketPage(ctx: AppContext, token: string, address: string): Promise<TicketPageResponse> {
  const { order, heldTicketId } = await linkedOrder(ctx, token, address);
  const holderView = heldTicketId !== null;
  const [allTickets, discounts, admitted, daysSetting, transfers, tax, vatLines] = await Promise.all([
    ticketsOfOrder(ctx.db, order.id),
    discountsOfOrder(ctx.db, order.id),
    admittedTicketIds(ctx.db, order.id),
    returnDaysSetting(ctx.db),
    transferSetting(ctx.db),
    taxSettings(ctx.db),
    orderLinesForVat(ctx.db, order.id),
  ]);
  const days = orderReturnDays(order.return_days, daysSetting);
  // What the order paid for tickets includes VAT (a receipt's statement; prices are gross and stay as paid).
  const vat = order.status === 'CAPTURED' && !holderView ? orderVat(vatLines, tax, order.total_cents - order.donation_cents) : [];
  const tickets = linkedTickets(allTickets, heldTicketId);
  const now = ctx.now();
  // Returns and transfers are the buyer's; a handed-on ticket is neither returned nor handed on again.
  const paidOnline = !holderView && order.status === 'CAPTURED' && order.channel === 'online';
  const transferable = (ticket: Ticket) =>
    !holderView &&
    transferRefusal(
      transfers,
      {
        orderPaid: order.status === 'CAPTURED',
        ticketValid: ticket.status === 'valid',
        transferred: ticket.holder_token !== null,
        admitted: admitted.has(ticket.id),
        startsAt: ticket.starts_at,
      },
      now,
    ) === null;
  // Returns (issue 33): each ticket by the rule the return itself checks; the page names the deadline.
  const returnable = (ticket: Ticket) =>
    paidOnline &&
    ticket.holder_token === null &&
    returnRefusal({ orderPaid: true, ticketValid: ticket.status === 'valid', admitted: admitted.has(ticket.id), startsAt: ticket.starts_at }, days, now) ===
      null;
  const stillReturnable = paidOnline ? tickets.filter((ticket) => ticket.status === 'valid' && ticket.holder_token === null && !admitted.has(ticket.id)) : [];
  const deadlines = stillReturnable.map((ticket) => returnDeadline(ticket.starts_at, days));
  const returnNote = returnPageNote(deadlines, now, (deadline) => formatDateTime(deadline));
  // The same as data, for the page to say it in the visitor's language (issue 53): the first open deadline, or the last one.
  const openDeadlines = deadlines.filter((deadline) => deadline.getTime() >= now.getTime());
  const shownDeadline = deadlines.length === 0 ? null : openDeadlines.length > 0 ? Math.min(...openDeadlines.map(Number)) : Math.max(...deadlines.map(Number));
  // Only a paid order's valid tickets carry their code: nothing else may become a QR code anywhere.
  // A handed-on ticket's code is its holder's alone.
  const usable = (ticket: Ticket) => order.status === 'CAPTURED' && ticket.status === 'valid' && (holderView || ticket.holder_token === null);
  return {
    success: true,
    order: {
      id: order.id,
      status: order.status,
      first_name: order.first_name,
      last_name: order.last_name,
      // The holder learns who gave the ticket, not the buyer's address or what the order cost.
      email: holderView ? '' : order.email,
      total: holderView ? 0 : centsToEuros(order.total_cents),
      donation: holderView ? 0 : centsToEuros(order.donation_cents),
      created_at: order.created_at.toISOString(),
      cancellation_note: cancellationNote(order),
      discounts: holderView ? [] : discounts.map((discount) => ({ label: discount.label, amount: centsToEuros(discount.amount_cents) })),
      vat: vat.map((share) => ({ rate: share.ratePercent, amount: centsToEuros(share.vatCents) })),
    },
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      code: usable(ticket) ? ticket.code : '',
      status: order.status === 'CANCELLED' ? 'cancelled' : ticket.status,
      event_title: ticket.event_title,
      starts_at: ticket.starts_at.toISOString(),
      doors_at: ticket.doors_at?.toISOString() ?? null,
      category: ticket.category_name,
      seat: ticket.seat,
      seat_section: ticket.seat_section,
      location: venueText({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address }),
      performance_id: ticket.performance_id,
      returnable: returnable(ticket),
      returned: ticket.revoked_reason === 'RETURNED',
      transferable: transferable(ticket),
      transferred_to: holderView ? null : ticket.holder_name,
      // The German copy above stays the spec's; the page words title and category in the visitor's language.
      translations: ticketTranslations(ticket),
    })),
    pdf_url: order.status === 'CAPTURED' && ownTickets(allTickets, heldTicketId).length > 0 ? `tickets/pdf.php?token=${encodeURIComponent(token)}` : '',
    returns: holderView
      ? undefined
      : {
          days,
          note: returnNote,
          deadline: shownDeadline === null ? null : new Date(shownDeadline).toISOString(),
          open: openDeadlines.length > 0,
        },
    ...(holderView ? { holder: { name: tickets[0]?.holder_name ?? '', from: `${order.first_name} ${order.last_name}`.trim() } } : {}),
  };
}

/** The PDF of a ticket link, and its file name in the order's language (`ascii`: the stand-in for old clients). */
export async function ticketPdf(ctx: AppContext, token: string, address: string): Promise<{ filename: string; ascii: string; pdf: Uint8Array }> {
  const { order, heldTicketId } = await linkedOrder(ctx, token, address);
  if (order.status === 'CANCELLED') {
    throw new DomainError('gone', 'ORDER_CANCELLED', 'Diese Bestellung wurde storniert. Ihre Tickets sind ungültig; ein PDF gibt es nicht mehr.');
  }
  const tickets =
    order.status === 'CAPTURED' ? ownTickets(await ticketsOfOrder(ctx.db, order.id), heldTicketId).filter((ticket) => ticket.status === 'valid') : [];
  if (tickets.length === 0) throw notFound('Für diese Bestellung wurden keine Tickets ausgestellt.', 'NO_TICKETS');
  const { name, ascii } = pdfFileNameIn(await translatorFor(order.language), heldTicketId === null ? { order: order.id } : { ticket: heldTicketId });
  return { filename: name, ascii, pdf: await designedTicketsPdf(ctx.db, order, tickets) };
}

/** tickets/calendar.php: the .ics of one performance of a paid order, for "Zum Kalender hinzufügen". */
export async function ticketCalendar(ctx: AppContext, token: string, performanceId: number, address: string): Promise<CalendarFile> {
  const { order, heldTicketId } = await linkedOrder(ctx, token, address);
  if (order.status === 'CANCELLED') throw new DomainError('gone', 'ORDER_CANCELLED', 'Diese Bestellung wurde storniert. Ihre Tickets sind ungültig.');
  const tickets = order.status === 'CAPTURED' ? ownTickets(await ticketsOfOrder(ctx.db, order.id), heldTicketId) : [];
  // The link in the file is the one it was fetched through: a holder's leads to their own page.
  const tr = await translatorFor(order.language);
  const file = calendarFiles({ id: order.id, public_token: token }, tickets, { publicUrl: ctx.config.publicUrl, now: ctx.now(), tr }).find(
    (each) => each.performanceId === performanceId,
  );
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
    revoked: rows.map((row) => ({
      ticket_id: row.id,
      code: row.code,
      performance_id: row.performance_id,
      revoked_at: row.cancelled_at?.toISOString() ?? null,
      reason: row.revoked_reason,
    })),
  };
}
