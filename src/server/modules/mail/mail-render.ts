import { escapeHtml, includedVatCents } from '../../../shared/domain/mail-placeholders.js';
import { formatCents, formatDateTime, formatTime } from '../../../shared/domain/format.js';

export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
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
    .trim();
}

export interface ConfirmationData {
  order: { id: number; first_name: string; last_name: string; donation_cents: number; total_cents: number };
  items: Array<{ event_title: string; category_name: string; starts_at: Date; seat: string | null; quantity: number; unit_price_cents: number }>;
  /** Group discount and coupon (issue 33), shown as lines below the tickets. */
  discounts?: ReadonlyArray<{ label: string; amount_cents: number }>;
  doorsAt: Date | null;
  location: string;
  ticketLink: string;
  /** The configured default tax rate in percent, shown on the receipt. */
  taxRate: number;
}

function itemsTable(items: ConfirmationData['items'], discounts: ConfirmationData['discounts'] = []): string {
  const rows = items
    .map((item) => {
      const what = `${item.event_title}, ${formatDateTime(item.starts_at)} – ${item.category_name}${item.seat ? `, Platz ${item.seat}` : ''}`;
      return `<tr><td>${escapeHtml(what)}</td><td>${item.quantity}x</td><td style="text-align:right">${escapeHtml(formatCents(item.unit_price_cents * item.quantity))}</td></tr>`;
    })
    .join('');
  const discountRows = discounts
    .map((discount) => `<tr><td>${escapeHtml(discount.label)}</td><td></td><td style="text-align:right">${escapeHtml(formatCents(-discount.amount_cents))}</td></tr>`)
    .join('');
  return `<table class="mail-items" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th align="left">Produkt</th><th>Menge</th><th align="right">Summe</th></tr>${rows}${discountRows}</table>`;
}

/** Values of the placeholders (shared/domain/mail-placeholders), keyed by their German names. */
export function confirmationValues(data: ConfirmationData): Record<string, string> {
  const ticketsCents = data.order.total_cents - data.order.donation_cents;
  const rate = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(data.taxRate);
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
    mwst: `${formatCents(includedVatCents(ticketsCents, data.taxRate))} (${rate} %)`,
  };
}
