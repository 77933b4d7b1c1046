import { fillPlaceholders } from '../../../shared/domain/mail-placeholders.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/configuration.service.js';
import * as orders from '../orders/orders.repository.js';
import { readOrderSettings } from '../settings/settings.repository.js';
import { designedTicketsPdf } from '../tickets/ticket-pdf.js';
import { ticketsOfOrder } from '../tickets/tickets.repository.js';
import { activeTemplate } from './mail-templates.repository.js';
import { confirmationValues, htmlToText } from './mail-render.js';
import type { OutgoingMail } from './mail-transport.js';

export class MailRenderError extends Error {}

/**
 * An order mail from the active template of its purpose (order confirmation or tickets), with the tickets
 * as PDF when e-tickets are sent automatically.
 */
export async function renderOrderMail(ctx: AppContext, orderId: number, purpose: string, recipient: string): Promise<OutgoingMail> {
  const order = await orders.findOrder(ctx.db, { id: orderId });
  if (!order) throw new MailRenderError(`Bestellung ${orderId} fehlt`);
  const template = await activeTemplate(ctx.db, purpose);
  if (!template) throw new MailRenderError(`Keine aktive Mailvorlage für "${purpose}"`);
  const [items, tickets, settings, taxRate] = await Promise.all([
    orders.orderItems(ctx.db, orderId),
    ticketsOfOrder(ctx.db, orderId),
    readOrderSettings(ctx.db),
    readConfigValue(ctx.db, 'default_tax_rate'),
  ]);
  const first = tickets[0];
  const location = first?.location ? [first.location.name, first.location.address].filter(Boolean).join(', ') : '';
  const values = confirmationValues({
    order,
    items,
    doorsAt: first?.doors_at ?? null,
    location,
    ticketLink: `${ctx.config.publicUrl}/tickets/${order.public_token}`,
    taxRate: typeof taxRate === 'number' ? taxRate : 19,
  });
  const body = fillPlaceholders(template.content, values);
  const attachments = [];
  if (settings.autoSendTickets && tickets.length > 0) {
    const pdf = await designedTicketsPdf(ctx.db, order, tickets);
    attachments.push({ filename: `Tickets-Bestellung-${order.id}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' });
  }
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject: fillPlaceholders(template.subject, values, false).replace(/[\r\n]+/g, ' '),
    html: `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;line-height:1.5">${body}</body></html>`,
    text: htmlToText(body),
    attachments,
  };
}
