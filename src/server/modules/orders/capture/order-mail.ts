import { fillPlaceholders } from '../../../../shared/domain/mail-placeholders.js';
import {
  centsIn,
  entrySentenceIn,
  paymentSentenceIn,
  reasonIn,
  refundStateIn,
  refundWayIn,
  pdfFileNameIn,
  ticketFooterIn,
} from '../../../../shared/i18n/order-texts.js';
import { translatorFor } from '../../../../shared/i18n/translator.js';
import { mapLink, venueText } from '../../../../shared/domain/venue.js';
import type { AppContext } from '../../../http/context.js';
import { readConfigValue, readOrderSettings } from '../../configuration/index.js';
import {
  templateInLanguage,
  brandedMail,
  CANCELLATION_MAIL,
  REMINDER_MAIL,
  RETURN_MAIL,
  TICKET_CANCEL_MAIL,
  confirmationValues,
  htmlToText,
  MailRefused,
  MailRenderError,
  type MailRenderer,
  type RenderMail,
  activeTemplate,
} from '../../mail/index.js';
import type { OutgoingMail } from '../../mail/index.js';
import { logoBytes, readTicketDesign, ticketsPdf, calendarFiles, ticketsOfOrder, ticketInLanguage } from '../../tickets/index.js';
import { paidWayOf } from '../../../../shared/domain/free-orders.js';
import { refundStatement } from '../../../../shared/domain/refund-statement.js';
import { asTaxRules, orderVat } from '../../../../shared/domain/vat.js';
import { eventCountries, eventSignature, itemTranslations, latestReturn, latestTicketCancellation, refundsOf } from './order-mail.repository.js';
import { orderItemIn } from '../../../../shared/domain/order-item-texts.js';
import { discountLabelIn } from '../../../../shared/domain/discount-labels.js';
import { cancelledTicketsHtml } from '../refunds/ticket-cancel-mail.js';
import { discountsOf } from '../../coupons/index.js';
import * as orders from '../orders.repository.js';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

/** What every order mail of one batch shares: read once per batch, not once per mail. */
async function shared(ctx: AppContext) {
  const [shopName, primary, background, design, settings, taxRate, taxRules, signature, reentry] = await Promise.all([
    readConfigValue(ctx.db, 'shop_name'),
    readConfigValue(ctx.db, 'color_primary'),
    readConfigValue(ctx.db, 'color_background'),
    readTicketDesign(ctx.db),
    readOrderSettings(ctx.db),
    readConfigValue(ctx.db, 'default_tax_rate'),
    readConfigValue(ctx.db, 'tax_rules'),
    readConfigValue(ctx.db, 'mail_signature'),
    readConfigValue(ctx.db, 'multiple_entries_per_day'),
  ]);
  // The ticket designer's logo is a PNG or JPEG, which every mail app shows (the configuration's is an SVG).
  const logo = await logoBytes(ctx.db, design.logo_file_id);
  return {
    look: { shopName: text(shopName, 'Musical-Tickets'), primary: text(primary, '#1976d2'), background: text(background, '#ffffff'), logo },
    // With re-entry on ("Mehrfacheintritt pro Tag") neither mail nor PDF may promise "einen Eintritt".
    reentry: reentry === true,
    design,
    settings,
    tax: { defaultRate: typeof taxRate === 'number' ? taxRate : 19, rules: asTaxRules(taxRules) },
    signature: typeof signature === 'string' ? signature : '',
  };
}

type TemplateOf = (purpose: string, eventId: number | null) => ReturnType<typeof activeTemplate>;

/**
 * The order mails' renderer the mail worker sends with: each call serves one batch of outbox rows, so
 * the configuration, the ticket design and the templates are read once for all of them.
 */
export const orderMailRenderer: MailRenderer = (ctx) => {
  let common: ReturnType<typeof shared> | undefined;
  // Read when the first mail needs it, and only then awaited, so no rejection goes unheard.
  const once = () => {
    common ??= shared(ctx);
    return common;
  };
  // Per purpose and event: an event may have templates of its own (issue 32 item 1).
  const templates = new Map<string, ReturnType<typeof activeTemplate>>();
  const template: TemplateOf = (purpose, eventId) => {
    const key = `${purpose}:${eventId ?? ''}`;
    if (!templates.has(key)) templates.set(key, activeTemplate(ctx.db, purpose, eventId));
    return templates.get(key) as ReturnType<typeof activeTemplate>;
  };
  const render: RenderMail = (orderId, purpose, recipient, performanceId) =>
    renderOrderMail(ctx, { orderId, purpose, recipient, performanceId: performanceId ?? null }, once, template);
  return render;
};

/**
 * An order mail from the active template of its purpose (order confirmation, tickets, cancellation,
 * reminder), in the shop's colours with its logo and a text part; the tickets go along as PDF when
 * e-tickets are sent automatically (never with a cancellation or a reminder, which links them), and an
 * .ics per performance for the buyer's calendar. A reminder speaks of its one performance.
 * All of it speaks the order's language (issue 53 item 6): German from the school's template, any other
 * language from the school's translation of it, else from its catalog's text of the purpose.
 */
async function renderOrderMail(
  ctx: AppContext,
  { orderId, purpose, recipient, performanceId }: { orderId: number; purpose: string; recipient: string; performanceId: number | null },
  common: () => ReturnType<typeof shared>,
  templateOf: TemplateOf,
): Promise<OutgoingMail> {
  const [order, allItems] = await Promise.all([orders.findOrder(ctx.db, { id: orderId }), orders.orderItems(ctx.db, orderId)]);
  if (!order) throw new MailRenderError(`Bestellung ${orderId} fehlt`);
  // An order is for one event in practice; its first line names the event whose voice the mail has.
  const eventId = allItems[0]?.event_id;
  const tr = await translatorFor(order.language);
  const template = templateInLanguage(tr, purpose, await templateOf(purpose, eventId ?? null));
  if (!template) throw new MailRenderError(`Keine aktive Mailvorlage für "${purpose}"`);
  // A return's confirmation is written like a cancellation: the refund, no tickets, whatever the order's state.
  const cancellation = purpose === CANCELLATION_MAIL || purpose === RETURN_MAIL || purpose === TICKET_CANCEL_MAIL;
  // Tickets go out only for a paid order: a cancelled or reversed one has none to send (issue 28).
  if (!cancellation && order.status !== 'CAPTURED') {
    throw new MailRefused(
      order.status === 'CANCELLED'
        ? `Die Bestellung ${order.id} wurde storniert; ihre Tickets sind ungültig und werden nicht mehr versandt.`
        : `Die Bestellung ${order.id} ist nicht bezahlt; es gibt keine Tickets zu versenden.`,
    );
  }
  const reminder = purpose === REMINDER_MAIL;
  // A reminder is about one performance; a mail not about one (every other purpose) covers them all.
  const ofPerformance = <T extends { performance_id: number }>(rows: T[]) =>
    performanceId === null ? rows : rows.filter((row) => row.performance_id === performanceId);
  const [cancelled, returned, discounts, allTickets, refunded, ownSignature, countries, translations, { look, design, settings, tax, signature, reentry }] =
    await Promise.all([
      purpose === TICKET_CANCEL_MAIL ? latestTicketCancellation(ctx.db, orderId) : Promise.resolve(undefined),
      purpose === RETURN_MAIL ? latestReturn(ctx.db, orderId) : Promise.resolve(undefined),
      discountsOf(ctx.db, [orderId]),
      ticketsOfOrder(ctx.db, orderId),
      cancellation ? refundsOf(ctx.db, orderId) : Promise.resolve([]),
      eventSignature(ctx.db, eventId),
      eventCountries(ctx.db, [...new Set(allItems.map((item) => item.event_id))]),
      itemTranslations(ctx.db, allItems, tr.language),
      common(),
    ]);
  // Title and category in the order's language where the school translated them (German: the lines as they are).
  const items = ofPerformance(allItems).map((item) => orderItemIn(item, translations.get(item.id) ?? {}, tr.language));
  // A handed-on ticket is its holder's (their own mail and link); the buyer's mails carry neither it nor the code it replaced.
  const tickets = ofPerformance(allTickets).filter((ticket) => ticket.holder_token === null && ticket.revoked_reason !== 'TRANSFERRED');
  if (reminder && !tickets.some((ticket) => ticket.status === 'valid')) {
    throw new MailRefused(`Die Bestellung ${order.id} hat für diese Vorstellung keine gültigen Tickets mehr.`);
  }
  const first = tickets[0] && ticketInLanguage(tickets[0], tr.language);
  const venue = first ? { location: first.location, roomName: first.room_name, roomAddress: first.room_address } : null;
  // Single tickets cancelled by staff: the mail speaks of that cancellation's refund, not the order's.
  const refund = cancelled
    ? refundStatement(
        cancelled.refund_cents > 0
          ? [
              {
                provider_ref: `cancellation-${cancelled.id}`,
                status: cancelled.payment_status ?? cancelled.refund_status ?? 'COMPLETED',
                amount_cents: cancelled.refund_cents,
              },
            ]
          : [],
      )
    : refundStatement(returned && returned.refundRefs.length > 0 ? refunded.filter((row) => returned.refundRefs.includes(row.provider_ref)) : refunded);
  const way = paidWayOf(order.provider);
  // A seat's section is known from its ticket (the room's plan): the mail names it as the ticket does.
  const sections = new Map(allTickets.map((ticket) => [`${ticket.performance_id}:${ticket.seat}`, ticket.seat_section]));
  const values = {
    ...confirmationValues({
      order,
      items: items.map((item) => ({ ...item, seat_section: sections.get(`${item.performance_id}:${item.seat}`) ?? null })),
      // The shop's own discount lines in the order's language (German as stored).
      discounts: discounts.map((discount) => ({ ...discount, label: discountLabelIn(tr, discount.label) })),
      doorsAt: first?.doors_at ?? null,
      location: venue ? venueText(venue) : '',
      ticketLink: `${ctx.config.publicUrl}/tickets/${order.public_token}`,
      // The whole order's VAT (a reminder speaks of one performance, the receipt of everything paid).
      vat: orderVat(
        allItems.map((item) => ({ listCents: item.unit_price_cents * item.quantity, country: countries.get(item.event_id) })),
        tax,
        order.total_cents - order.donation_cents,
      ),
      primary: look.primary,
      tr,
    }),
    grund: reasonIn(tr, cancelled ? cancelled.reason : order.cancel_reason),
    stornierte_tickets: cancelled
      ? cancelledTicketsHtml(
          tr,
          allTickets.filter((ticket) => cancelled.ticketIds.includes(ticket.id)).map((ticket) => ticketInLanguage(ticket, tr.language)),
        )
      : '',
    zurueckgegebene_tickets: returned
      ? cancelledTicketsHtml(
          tr,
          allTickets.filter((ticket) => returned.ticketIds.includes(ticket.id)).map((ticket) => ticketInLanguage(ticket, tr.language)),
        )
      : '',
    eintritt: entrySentenceIn(tr, reentry),
    erstattung: centsIn(tr, refund.cents),
    erstattungsstand: refundStateIn(tr, refund, way),
    // A free order (issue 33) was never paid: its mails must not speak of a payment or money going back.
    zahlung: paymentSentenceIn(tr, order.provider === 'free'),
    erstattungsweg: refundWayIn(tr, way),
    karte: venue ? mapLink(venue) : '',
    gruss: ownSignature || signature,
  };
  const body = fillPlaceholders(template.content, values);
  const subject = fillPlaceholders(template.subject, values, false).replace(/[\r\n]+/g, ' ');
  const attachments: OutgoingMail['attachments'] = [];
  if (look.logo) {
    attachments.push({
      filename: `logo.${look.logo.type === 'png' ? 'png' : 'jpg'}`,
      content: Buffer.from(look.logo.data),
      contentType: `image/${look.logo.type}`,
      cid: 'shop-logo',
    });
  }
  if (!cancellation && !reminder && settings.autoSendTickets && tickets.length > 0) {
    const pdf = await ticketsPdf(order, tickets, { ...design, footer_text: ticketFooterIn(tr, design.footer_text, reentry) }, look.logo, tr);
    attachments.push({ filename: pdfFileNameIn(tr, { order: order.id }).name, content: Buffer.from(pdf), contentType: 'application/pdf' });
  }
  if (!cancellation) {
    for (const file of calendarFiles(order, tickets, { publicUrl: ctx.config.publicUrl, now: ctx.now(), tr })) {
      attachments.push({ filename: file.filename, content: Buffer.from(file.content, 'utf8'), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    }
  }
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject,
    html: brandedMail(body, { shopName: look.shopName, primary: look.primary, background: look.background, logoCid: look.logo ? 'shop-logo' : null }, subject, {
      lang: tr.language,
      dir: tr.dir,
    }),
    text: htmlToText(body),
    attachments,
  };
}
