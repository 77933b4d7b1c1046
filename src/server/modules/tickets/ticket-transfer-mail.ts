import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import { formatDateTime, formatTime } from '../../../shared/domain/format.js';
import { seatPlace } from '../../../shared/domain/seat-place.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { brandedMail } from '../mail/mail-layout.js';
import { MailRefused, MailRenderError, type MailRenderer } from '../mail/mail-renderer.js';
import type { OutgoingMail } from '../mail/mail-transport.js';
import { mailLook, orderById, ticketsOfOrder } from './tickets.repository.js';

/** The outbox purpose of the mail to a ticket's new holder (its recipient names the holder). */
export const TRANSFER_MAIL = 'ticket_transfer';

/**
 * The mail to the new holder of handed-on tickets: who gave them, when and where, and a link per ticket to
 * its own page (the holder's token). It lists every ticket of the order this address holds that is still
 * valid, so a mail sent again later never carries a revoked one.
 */
export async function renderTransferMail(ctx: AppContext, orderId: number, recipient: string): Promise<OutgoingMail> {
  const [order, tickets, look] = await Promise.all([orderById(ctx.db, orderId), ticketsOfOrder(ctx.db, orderId), mailLook(ctx.db)]);
  if (!order) throw new MailRenderError(`Bestellung ${orderId} fehlt`);
  const held = tickets.filter((ticket) => ticket.holder_token && ticket.holder_email?.toLowerCase() === recipient.toLowerCase() && ticket.status === 'valid');
  if (order.status !== 'CAPTURED' || held.length === 0) throw new MailRefused('Das weitergegebene Ticket ist nicht mehr gültig.');
  const from = `${order.first_name} ${order.last_name}`.trim();
  const first = held[0];
  const title = held.length === 1 ? `Dein Ticket für ${first.event_title}` : `Deine Tickets für ${first.event_title}`;
  const lines = held.map((ticket) => {
    const link = `${ctx.config.publicUrl}/tickets/${ticket.holder_token}`;
    const what = `${ticket.event_title}, ${formatDateTime(ticket.starts_at)}${ticket.doors_at ? ` (Einlass ab ${formatTime(ticket.doors_at)} Uhr)` : ''} – ${ticket.category_name}${ticket.seat ? `, ${seatPlace(ticket.seat, ticket.seat_section)}` : ''}`;
    const place = venueText({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address });
    return { what, place, link };
  });
  const body = [
    `<p>Hallo ${escapeHtml(first.holder_name ?? '')},</p>`,
    `<p>${escapeHtml(from)} hat dir ${held.length === 1 ? 'ein Ticket' : `${held.length} Tickets`} weitergegeben.</p>`,
    ...lines.map(
      (line) =>
        `<p><strong>${escapeHtml(line.what)}</strong>${line.place ? `<br>${escapeHtml(line.place)}` : ''}<br><a href="${escapeHtml(line.link)}" style="color:${look.primary}">Ticket öffnen</a></p>`,
    ),
    '<p>Zeig den QR-Code auf der Ticketseite am Einlass vor, auf dem Handy oder ausgedruckt.</p>',
  ].join('');
  const subject = `${title} – ${look.shopName}`;
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject,
    html: brandedMail(body, { shopName: look.shopName, primary: look.primary, background: look.background, logoCid: null }, title),
    text: [
      `Hallo ${first.holder_name ?? ''},`,
      '',
      `${from} hat dir ${held.length === 1 ? 'ein Ticket' : `${held.length} Tickets`} weitergegeben.`,
      '',
      ...lines.flatMap((line) => [line.what, ...(line.place ? [line.place] : []), `Ticket öffnen: ${line.link}`, '']),
      'Zeig den QR-Code auf der Ticketseite am Einlass vor, auf dem Handy oder ausgedruckt.',
    ].join('\n'),
    attachments: [],
  };
}

/** The order mails' renderer with the transfer mail beside it: app.ts hands this to the mail worker. */
export function withTransferMails(orders: MailRenderer): MailRenderer {
  return (ctx) => {
    const orderMail = orders(ctx);
    return (subjectId, purpose, recipient, performanceId) =>
      purpose === TRANSFER_MAIL ? renderTransferMail(ctx, subjectId, recipient) : orderMail(subjectId, purpose, recipient, performanceId);
  };
}
