import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import { formatRate, type VatShare } from '../../../shared/domain/vat.js';
import { formatCents, formatDateTime, formatTime } from '../../../shared/domain/format.js';
import { seatPlace } from '../../../shared/domain/seat-place.js';

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
}

// Headers and amounts never wrap inside ('Me/nge', '12,0/0 €' on a 320 px phone, issue 32 item 4); the
// product column takes what is left and wraps between words.
const NOWRAP = 'white-space:nowrap;vertical-align:top';

function itemsTable(items: ConfirmationData['items'], discounts: ConfirmationData['discounts'] = []): string {
  const rows = items
    .map((item) => {
      const what = `${item.event_title}, ${formatDateTime(item.starts_at)} – ${item.category_name}${item.seat ? `, ${seatPlace(item.seat, item.seat_section)}` : ''}`;
      return `<tr><td style="vertical-align:top;border-top:1px solid #eeeeee">${escapeHtml(what)}</td><td style="${NOWRAP};border-top:1px solid #eeeeee">${item.quantity}x</td><td style="${NOWRAP};text-align:right;border-top:1px solid #eeeeee">${escapeHtml(formatCents(item.unit_price_cents * item.quantity)).replace(' ', '&nbsp;')}</td></tr>`;
    })
    .join('');
  const discountRows = discounts
    .map(
      (discount) =>
        `<tr><td style="vertical-align:top;border-top:1px solid #eeeeee">${escapeHtml(discount.label)}</td><td style="border-top:1px solid #eeeeee"></td><td style="${NOWRAP};text-align:right;border-top:1px solid #eeeeee">${escapeHtml(formatCents(-discount.amount_cents)).replace(' ', '&nbsp;')}</td></tr>`,
    )
    .join('');
  return `<table class="mail-items" role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%"><tr><th align="left">Produkt</th><th style="${NOWRAP}">Menge</th><th align="right" style="${NOWRAP}">Summe</th></tr>${rows}${discountRows}</table>`;
}

/** The big button to the ticket page: a table cell with a link, as mail apps render buttons. */
function ticketButton(link: string, primary: string): string {
  const href = escapeHtml(link);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td style="background:${primary};border-radius:8px"><a href="${href}" style="display:inline-block;padding:14px 28px;font-size:18px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">Tickets öffnen</a></td></tr></table>`;
}

/** What a parent needs at the door, on top of the mail: date, door time, venue, and the button. */
function headBlock(data: ConfirmationData, primary: string): string {
  const first = data.items[0];
  const facts = [
    first ? `<strong>${escapeHtml(first.event_title)}</strong>` : '',
    first ? `${escapeHtml(formatDateTime(first.starts_at))}` : '',
    data.doorsAt ? `Einlass ab ${escapeHtml(formatTime(data.doorsAt))} Uhr` : '',
    data.location ? escapeHtml(data.location) : '',
  ].filter(Boolean);
  return `<div class="mail-head" style="margin:0 0 8px">${facts.map((fact) => `<p style="margin:0 0 4px">${fact}</p>`).join('')}${ticketButton(data.ticketLink, primary)}</div>`;
}

/** "Darin enthalten 7 % MwSt.: 1,23 €", one line per rate. */
export function vatLines(vat: readonly VatShare[]): string[] {
  return vat.map((share) => `Darin enthalten ${formatRate(share.ratePercent)} MwSt.: ${formatCents(share.vatCents)}`);
}

/** Donation (only when there is one), total and the VAT it includes (no line without VAT). */
function sumsBlock(data: ConfirmationData): string {
  const donation = data.order.donation_cents > 0 ? `Spende: ${escapeHtml(formatCents(data.order.donation_cents))}<br>` : '';
  const vat = vatLines(data.vat)
    .map((line) => `<br>${escapeHtml(line)}`)
    .join('');
  return `<p>${donation}<strong>Gesamtsumme: ${escapeHtml(formatCents(data.order.total_cents))}</strong>${vat}</p>`;
}

/** Values of the placeholders (shared/domain/mail-placeholders), keyed by their German names. */
export function confirmationValues(data: ConfirmationData): Record<string, string> {
  // {mwst} in a template's own words: '1,92 € (19 %)', per rate.
  const vat = data.vat.map((share) => `${formatCents(share.vatCents)} (${formatRate(share.ratePercent)})`).join(', ') || formatCents(0);
  const primary = /^#[0-9a-f]{6}$/i.test(data.primary ?? '') ? (data.primary as string) : '#1976d2';
  return {
    vorname: data.order.first_name,
    nachname: data.order.last_name,
    bestellnummer: String(data.order.id),
    event: data.items[0]?.event_title ?? '',
    datum: data.items[0] ? formatDateTime(data.items[0].starts_at) : '',
    einlass: data.doorsAt ? `ab ${formatTime(data.doorsAt)} Uhr` : 'eine halbe Stunde vor Beginn',
    ort: data.location,
    tickets_link: data.ticketLink,
    positionen: itemsTable(data.items, data.discounts),
    spende: formatCents(data.order.donation_cents),
    gesamtsumme: formatCents(data.order.total_cents),
    mwst: vat,
    kopf: headBlock(data, primary),
    tickets_knopf: ticketButton(data.ticketLink, primary),
    summen: sumsBlock(data),
  };
}
