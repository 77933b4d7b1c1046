import type { AppContext } from '../../http/context.js';
import * as orders from '../orders/orders.repository.js';
import { readOrderSettings } from '../settings/settings.repository.js';
import { designedTicketsPdf } from '../tickets/ticket-pdf.js';
import { ticketsOfOrder } from '../tickets/tickets.repository.js';
import { confirmationValues, fillTemplate, htmlToText } from './mail-render.js';
import type { OutgoingMail } from './mail-transport.js';

export class MailRenderError extends Error {}

/** The order confirmation from its stored template, with the tickets as PDF when e-tickets are sent. */
export async function renderOrderMail(ctx: AppContext, orderId: number, templateName: string, recipient: string): Promise<OutgoingMail> {
  const order = await orders.findOrder(ctx.db, { id: orderId });
  if (!order) throw new MailRenderError(`Bestellung ${orderId} fehlt`);
  const template = await ctx.db.selectFrom('mail_templates').selectAll().where('name', '=', templateName).executeTakeFirst();
  if (!template) throw new MailRenderError(`Mailvorlage "${templateName}" fehlt`);
  if (template.status !== 'active') throw new MailRenderError(`Mailvorlage "${templateName}" ist inaktiv`);
  const [items, tickets, settings] = await Promise.all([
    orders.orderItems(ctx.db, orderId),
    ticketsOfOrder(ctx.db, orderId),
    readOrderSettings(ctx.db),
  ]);
  const first = tickets[0];
  const location = first?.location ? [first.location.name, first.location.address].filter(Boolean).join(', ') : '';
  const { values, html } = confirmationValues({
    order,
    items,
    doorsAt: first?.doors_at ?? null,
    location,
    ticketLink: `${ctx.config.publicUrl}/tickets/${order.public_token}`,
  });
  const body = fillTemplate(template.content, values, html);
  const attachments = [];
  if (settings.autoSendTickets && tickets.length > 0) {
    const pdf = await designedTicketsPdf(ctx.db, order, tickets);
    attachments.push({ filename: `Tickets-Bestellung-${order.id}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' });
  }
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject: fillTemplate(template.subject, values, {}, false),
    html: `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;line-height:1.5">${body}</body></html>`,
    text: htmlToText(body),
    attachments,
  };
}
