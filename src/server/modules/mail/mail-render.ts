import { formatEuro, formatGermanDateTime, formatGermanTime } from '../../../shared/domain/order-format.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Fills `{{name}}` placeholders; values are escaped unless listed as ready HTML. Unknown names stay empty. */
export function fillTemplate(template: string, values: Record<string, string>, html: Record<string, string> = {}, escapeValues = true): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    if (name in html) return html[name];
    const value = values[name] ?? '';
    return escapeValues ? escapeHtml(value) : value;
  });
}

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
  doorsAt: Date | null;
  location: string;
  ticketLink: string;
}

function itemsTable(items: ConfirmationData['items']): string {
  const rows = items
    .map((item) => {
      const what = `${item.event_title}, ${formatGermanDateTime(item.starts_at)} – ${item.category_name}${item.seat ? `, Platz ${item.seat}` : ''}`;
      return `<tr><td>${escapeHtml(what)}</td><td>${item.quantity}x</td><td style="text-align:right">${escapeHtml(formatEuro(item.unit_price_cents * item.quantity))}</td></tr>`;
    })
    .join('');
  return `<table cellpadding="6" style="border-collapse:collapse"><tr><th align="left">Produkt</th><th>Menge</th><th align="right">Summe</th></tr>${rows}</table>`;
}

export function confirmationValues(data: ConfirmationData) {
  const values = {
    first_name: data.order.first_name,
    last_name: data.order.last_name,
    order_number: String(data.order.id),
    event_title: data.items[0]?.event_title ?? '',
    donation: formatEuro(data.order.donation_cents),
    total: formatEuro(data.order.total_cents),
    ticket_link: data.ticketLink,
    doors: data.doorsAt ? `ab ${formatGermanTime(data.doorsAt)} Uhr` : 'eine halbe Stunde vor Beginn',
    location: data.location,
  };
  return { values, html: { items: itemsTable(data.items) } };
}
