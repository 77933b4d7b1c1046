import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import type { VatShare } from '../../../shared/domain/vat.js';
import { centsIn, dateTimeIn, seatPlaceIn } from '../../../shared/i18n/order-texts.js';
import type { Translator } from '../../../shared/i18n/translator.js';

export function htmlToText(html: string): string {
  return (
    html
      .replace(/<br\s*\/?>/gi, '\n')
      // One list item a line ("- Ticket 9: …"), the list set apart like a paragraph (issue 37 item 5).
      .replace(/\s*<\/li>\s*/gi, '')
      .replace(/\s*<li[^>]*>\s*/gi, '\n- ')
      .replace(/<\/(ul|ol)>/gi, '\n\n')
      .replace(/<\/(p|h\d|tr|table|div)>/gi, '\n\n')
      .replace(/<\/t[dh]>/gi, '  ')
      .replace(/<a [^>]*href="([^"]+)"[^>]*>[^<]*<\/a>/gi, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export interface ConfirmationData {
  order: { id: number; first_name: string; last_name: string; donation_cents: number; total_cents: number };
  items: Array<{
    event_title: string;
    category_name: string;
    starts_at: Date;
    seat: string | null;
    seat_section?: string | null;
    quantity: number;
    unit_price_cents: number;
  }>;
  /** Group discount and coupon (issue 33), shown as lines below the tickets. */
  discounts?: ReadonlyArray<{ label: string; amount_cents: number }>;
  doorsAt: Date | null;
  location: string;
  ticketLink: string;
  /** The VAT the paid amount includes, one share per rate (shared/domain/vat.ts); none, no line. */
  vat: readonly VatShare[];
  /** The shop's colour for the ticket button. */
  primary?: string;
  /** The order's language (issue 53): its dates, money and the blocks' words. */
  tr: Translator;
}

// Headers and amounts never wrap inside ('Me/nge', '12,0/0 €' on a 320 px phone, issue 32 item 4); the
// product column takes what is left and wraps between words.
const NOWRAP = 'white-space:nowrap;vertical-align:top';

function itemsTable(tr: Translator, items: ConfirmationData['items'], discounts: ConfirmationData['discounts'] = []): string {
  // Right to left the product column starts on the right and the amounts end on the left.
  const [start, end] = tr.dir === 'rtl' ? ['right', 'left'] : ['left', 'right'];
  const rows = items
    .map((item) => {
      const what = `${item.event_title}, ${dateTimeIn(tr, item.starts_at)} – ${item.category_name}${item.seat ? `, ${seatPlaceIn(tr, item.seat, item.seat_section)}` : ''}`;
      return `<tr><td style="vertical-align:top;border-top:1px solid #eeeeee">${escapeHtml(what)}</td><td style="${NOWRAP};border-top:1px solid #eeeeee">${item.quantity}x</td><td style="${NOWRAP};text-align:${end};border-top:1px solid #eeeeee">${escapeHtml(centsIn(tr, item.unit_price_cents * item.quantity)).replace(' ', '&nbsp;')}</td></tr>`;
    })
    .join('');
  const discountRows = discounts
    .map(
      (discount) =>
        `<tr><td style="vertical-align:top;border-top:1px solid #eeeeee">${escapeHtml(discount.label)}</td><td style="border-top:1px solid #eeeeee"></td><td style="${NOWRAP};text-align:${end};border-top:1px solid #eeeeee">${escapeHtml(centsIn(tr, -discount.amount_cents)).replace(' ', '&nbsp;')}</td></tr>`,
    )
    .join('');
  return `<table class="mail-items" role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%"><tr><th align="${start}">${escapeHtml(tr.t('mail.items.product'))}</th><th style="${NOWRAP}">${escapeHtml(tr.t('mail.items.quantity'))}</th><th align="${end}" style="${NOWRAP}">${escapeHtml(tr.t('mail.items.sum'))}</th></tr>${rows}${discountRows}</table>`;
}

/** The big button to the ticket page: a table cell with a link, as mail apps render buttons. */
function ticketButton(tr: Translator, link: string, primary: string): string {
  const href = escapeHtml(link);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td style="background:${primary};border-radius:8px"><a href="${href}" style="display:inline-block;padding:14px 28px;font-size:18px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(tr.t('mail.button.tickets'))}</a></td></tr></table>`;
}

/** What a parent needs at the door, on top of the mail: date, door time, venue, and the button. */
function headBlock(data: ConfirmationData, primary: string): string {
  const { tr } = data;
  const first = data.items[0];
  const facts = [
    first ? `<strong>${escapeHtml(first.event_title)}</strong>` : '',
    first ? `${escapeHtml(dateTimeIn(tr, first.starts_at))}` : '',
    data.doorsAt ? escapeHtml(tr.t('mail.head.doors', { time: tr.format.time(data.doorsAt) })) : '',
    data.location ? escapeHtml(data.location) : '',
  ].filter(Boolean);
  return `<div class="mail-head" style="margin:0 0 8px">${facts.map((fact) => `<p style="margin:0 0 4px">${fact}</p>`).join('')}${ticketButton(tr, data.ticketLink, primary)}</div>`;
}

/** "Darin enthalten 7 % MwSt.: 1,23 €", one line per rate. */
export function vatLines(tr: Translator, vat: readonly VatShare[]): string[] {
  return vat.map((share) => tr.t('mail.vat', { rate: tr.percent(share.ratePercent), amount: centsIn(tr, share.vatCents) }));
}

/** Donation (only when there is one), total and the VAT it includes (no line without VAT). */
function sumsBlock(data: ConfirmationData): string {
  const { tr } = data;
  const donation = data.order.donation_cents > 0 ? `${escapeHtml(tr.t('mail.donation', { amount: centsIn(tr, data.order.donation_cents) }))}<br>` : '';
  const vat = vatLines(tr, data.vat)
    .map((line) => `<br>${escapeHtml(line)}`)
    .join('');
  return `<p>${donation}<strong>${escapeHtml(tr.t('mail.total', { amount: centsIn(tr, data.order.total_cents) }))}</strong>${vat}</p>`;
}

/** Values of the placeholders (shared/domain/mail-placeholders), keyed by their German names. */
export function confirmationValues(data: ConfirmationData): Record<string, string> {
  const { tr } = data;
  // {mwst} in a template's own words: '1,92 € (19 %)', per rate.
  const vat = data.vat.map((share) => `${centsIn(tr, share.vatCents)} (${tr.percent(share.ratePercent)})`).join(', ') || centsIn(tr, 0);
  const primary = /^#[0-9a-f]{6}$/i.test(data.primary ?? '') ? (data.primary as string) : '#1976d2';
  return {
    vorname: data.order.first_name,
    nachname: data.order.last_name,
    bestellnummer: String(data.order.id),
    event: data.items[0]?.event_title ?? '',
    datum: data.items[0] ? dateTimeIn(tr, data.items[0].starts_at) : '',
    einlass: data.doorsAt ? tr.t('mail.doors.at', { time: tr.format.time(data.doorsAt) }) : tr.t('mail.doors.default'),
    ort: data.location,
    tickets_link: data.ticketLink,
    positionen: itemsTable(tr, data.items, data.discounts),
    spende: centsIn(tr, data.order.donation_cents),
    gesamtsumme: centsIn(tr, data.order.total_cents),
    mwst: vat,
    kopf: headBlock(data, primary),
    tickets_knopf: ticketButton(tr, data.ticketLink, primary),
    summen: sumsBlock(data),
  };
}
