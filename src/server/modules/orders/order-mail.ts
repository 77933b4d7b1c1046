import { fillPlaceholders } from '../../../shared/domain/mail-placeholders.js';
import { formatCents } from '../../../shared/domain/format.js';
import { venueText } from '../../../shared/domain/venue.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/configuration.service.js';
import { brandedMail } from '../mail/mail-layout.js';
import { CANCELLATION_MAIL, refundedCents } from '../mail/mail.repository.js';
import { confirmationValues, htmlToText } from '../mail/mail-render.js';
import { MailRenderError } from '../mail/mail-renderer.js';
import { activeTemplate } from '../mail/mail-templates.repository.js';
import type { OutgoingMail } from '../mail/mail-transport.js';
import { readOrderSettings } from '../configuration/order-settings.js';
import { logoBytes, readTicketDesign } from '../tickets/ticket-design.js';
import { designedTicketsPdf } from '../tickets/ticket-pdf.js';
import { ticketsOfOrder } from '../tickets/tickets.repository.js';
import * as orders from './orders.repository.js';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

async function brand(ctx: AppContext) {
  const [shopName, primary, background, design] = await Promise.all([
    readConfigValue(ctx.db, 'shop_name'),
    readConfigValue(ctx.db, 'color_primary'),
    readConfigValue(ctx.db, 'color_background'),
    readTicketDesign(ctx.db),
  ]);
  // The ticket designer's logo is a PNG or JPEG, which every mail app shows (the configuration's is an SVG).
  const logo = await logoBytes(ctx.db, design.logo_file_id);
  return { shopName: text(shopName, 'Musical-Tickets'), primary: text(primary, '#1976d2'), background: text(background, '#ffffff'), logo };
}

/**
 * An order mail from the active template of its purpose (order confirmation, tickets, cancellation), in
 * the shop's colours with its logo and a text part; the tickets go along as PDF when e-tickets are sent
 * automatically (never with a cancellation).
 */
export async function renderOrderMail(ctx: AppContext, orderId: number, purpose: string, recipient: string): Promise<OutgoingMail> {
  const order = await orders.findOrder(ctx.db, { id: orderId });
  if (!order) throw new MailRenderError(`Bestellung ${orderId} fehlt`);
  const template = await activeTemplate(ctx.db, purpose);
  if (!template) throw new MailRenderError(`Keine aktive Mailvorlage für "${purpose}"`);
  const cancellation = purpose === CANCELLATION_MAIL;
  const [items, tickets, settings, taxRate, signature, refunded, look] = await Promise.all([
    orders.orderItems(ctx.db, orderId),
    ticketsOfOrder(ctx.db, orderId),
    readOrderSettings(ctx.db),
    readConfigValue(ctx.db, 'default_tax_rate'),
    readConfigValue(ctx.db, 'mail_signature'),
    cancellation ? refundedCents(ctx.db, orderId) : Promise.resolve(0),
    brand(ctx),
  ]);
  const first = tickets[0];
  const values = {
    ...confirmationValues({
      order,
      items,
      doorsAt: first?.doors_at ?? null,
      location: first ? venueText({ location: first.location, roomName: first.room_name, roomAddress: first.room_address }) : '',
      ticketLink: `${ctx.config.publicUrl}/tickets/${order.public_token}`,
      taxRate: typeof taxRate === 'number' ? taxRate : 19,
    }),
    grund: order.cancel_reason?.trim() || 'Keine Angabe',
    erstattung: formatCents(refunded),
    gruss: typeof signature === 'string' ? signature : '',
  };
  const body = fillPlaceholders(template.content, values);
  const subject = fillPlaceholders(template.subject, values, false).replace(/[\r\n]+/g, ' ');
  const attachments: OutgoingMail['attachments'] = [];
  if (look.logo) {
    attachments.push({ filename: `logo.${look.logo.type === 'png' ? 'png' : 'jpg'}`, content: Buffer.from(look.logo.data), contentType: `image/${look.logo.type}`, cid: 'shop-logo' });
  }
  if (!cancellation && settings.autoSendTickets && tickets.length > 0) {
    const pdf = await designedTicketsPdf(ctx.db, order, tickets);
    attachments.push({ filename: `Tickets-Bestellung-${order.id}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' });
  }
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject,
    html: brandedMail(body, { shopName: look.shopName, primary: look.primary, background: look.background, logoCid: look.logo ? 'shop-logo' : null }, subject),
    text: htmlToText(body),
    attachments,
  };
}
