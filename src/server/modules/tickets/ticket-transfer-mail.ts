import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import { dateTimeIn, seatPlaceIn } from '../../../shared/i18n/order-texts.js';
import { translatorFor } from '../../../shared/i18n/translator.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { brandedMail, MailRefused, MailRenderError, type MailRenderer } from '../mail/index.js';
import type { OutgoingMail } from '../mail/index.js';
import { ticketInLanguage } from './ticket-language.js';
import { mailLook, orderById, ticketsOfOrder } from './tickets.repository.js';

/** The outbox purpose of the mail to a ticket's new holder (its recipient names the holder). */
export const TRANSFER_MAIL = 'ticket_transfer';

/**
 * The mail to the new holder of handed-on tickets: who gave them, when and where, and a link per ticket to
 * its own page (the holder's token). It lists every ticket of the order this address holds that is still
 * valid, so a mail sent again later never carries a revoked one. It speaks the order's language, as the
 * order's own mails do (issue 53 item 6).
 */
export async function renderTransferMail(ctx: AppContext, orderId: number, recipient: string): Promise<OutgoingMail> {
  const [order, tickets, look] = await Promise.all([orderById(ctx.db, orderId), ticketsOfOrder(ctx.db, orderId), mailLook(ctx.db)]);
  if (!order) throw new MailRenderError(`Bestellung ${orderId} fehlt`);
  const tr = await translatorFor(order.language);
  const held = tickets
    .filter((ticket) => ticket.holder_token && ticket.holder_email?.toLowerCase() === recipient.toLowerCase() && ticket.status === 'valid')
    .map((ticket) => ticketInLanguage(ticket, tr.language));
  if (order.status !== 'CAPTURED' || held.length === 0) throw new MailRefused('Das weitergegebene Ticket ist nicht mehr gültig.');
  const from = `${order.first_name} ${order.last_name}`.trim();
  const first = held[0];
  const title = tr.t('mail.transfer.title', { count: held.length, event: first.event_title });
  const lines = held.map((ticket) => {
    const link = `${ctx.config.publicUrl}/tickets/${ticket.holder_token}`;
    const when = dateTimeIn(tr, ticket.starts_at);
    const doors = ticket.doors_at ? ` ${tr.t('mail.transfer.doors', { time: tr.format.time(ticket.doors_at) })}` : '';
    const seat = seatPlaceIn(tr, ticket.seat, ticket.seat_section);
    const what = `${ticket.event_title}, ${when}${doors} – ${ticket.category_name}${seat ? `, ${seat}` : ''}`;
    const place = venueText({ location: ticket.location, roomName: ticket.room_name, roomAddress: ticket.room_address });
    return { what, place, link };
  });
  const hello = tr.t('mail.transfer.hello', { name: first.holder_name ?? '' });
  const gave = tr.t('mail.transfer.gave', { from, count: held.length });
  const open = tr.t('mail.transfer.open');
  const showQr = tr.t('mail.transfer.showQr');
  const body = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(gave)}</p>`,
    ...lines.map(
      (line) =>
        `<p><strong>${escapeHtml(line.what)}</strong>${line.place ? `<br>${escapeHtml(line.place)}` : ''}<br><a href="${escapeHtml(line.link)}" style="color:${look.primary}">${escapeHtml(open)}</a></p>`,
    ),
    `<p>${escapeHtml(showQr)}</p>`,
  ].join('');
  const subject = `${title} – ${look.shopName}`;
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject,
    html: brandedMail(body, { shopName: look.shopName, primary: look.primary, background: look.background, logoCid: null }, title, {
      lang: tr.language,
      dir: tr.dir,
    }),
    text: [hello, '', gave, '', ...lines.flatMap((line) => [line.what, ...(line.place ? [line.place] : []), `${open}: ${line.link}`, '']), showQr].join('\n'),
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
