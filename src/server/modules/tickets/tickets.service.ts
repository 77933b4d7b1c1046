import type { PublicKeysResponse, RevokedResponse, TicketPageResponse } from '../../../shared/api/tickets.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { discountsOf } from '../coupons/coupons.repository.js';
import { listPublicKeys } from './signing-keys.js';
import { designedTicketsPdf } from './ticket-pdf.js';
import { orderByToken, revokedTickets, ticketsOfOrder } from './tickets.repository.js';

async function paidOrder(ctx: AppContext, token: string) {
  const order = await orderByToken(ctx.db, token);
  if (!order) throw notFound('Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.', 'TICKETS_NOT_FOUND');
  return order;
}

export async function ticketPage(ctx: AppContext, token: string): Promise<TicketPageResponse> {
  const order = await paidOrder(ctx, token);
  const [tickets, discounts] = await Promise.all([ticketsOfOrder(ctx.db, order.id), discountsOf(ctx.db, [order.id])]);
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
      discounts: discounts.map((discount) => ({ label: discount.label, amount: centsToEuros(discount.amount_cents) })),
    },
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      code: ticket.code,
      status: ticket.status,
      event_title: ticket.event_title,
      starts_at: ticket.starts_at.toISOString(),
      doors_at: ticket.doors_at?.toISOString() ?? null,
      category: ticket.category_name,
      seat: ticket.seat,
      location: venueText({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address }),
    })),
    pdf_url: `tickets/pdf.php?token=${encodeURIComponent(token)}`,
  };
}

export async function ticketPdf(ctx: AppContext, token: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const order = await paidOrder(ctx, token);
  const tickets = await ticketsOfOrder(ctx.db, order.id);
  if (tickets.length === 0) throw notFound('Für diese Bestellung wurden keine Tickets ausgestellt.', 'NO_TICKETS');
  return { filename: `Tickets-Bestellung-${order.id}.pdf`, pdf: await designedTicketsPdf(ctx.db, order, tickets) };
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
    revoked: rows.map((row) => ({ ticket_id: row.id, code: row.code, performance_id: row.performance_id, revoked_at: row.cancelled_at?.toISOString() ?? null })),
  };
}
