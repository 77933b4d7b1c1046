import { formatCents, formatDateTime } from '../../../shared/domain/format.js';
import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import { berlinDayBounds } from '../../../shared/domain/staff-notices.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { brandedMail, MailRenderError, type MailRenderer } from '../mail/index.js';
import type { OutgoingMail } from '../mail/index.js';
import { digestById, paidOrdersFor, STAFF_DIGEST_MAIL, STAFF_ORDER_MAIL } from './staff-notices.repository.js';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
type PaidOrder = Awaited<ReturnType<typeof paidOrdersFor>>[number];

function orderLine(order: PaidOrder): string {
  const when = order.captured_at ? formatDateTime(order.captured_at) : '';
  return `Nr. ${order.id} · ${order.first_name} ${order.last_name} (${order.email}) · ${Number(order.tickets)} Tickets · ${order.events ?? ''} · ${formatCents(order.total_cents)} · bezahlt ${when}`;
}

/** The mail to staff about one paid order, or about the paid orders of one day (the daily summary). */
async function renderStaffMail(ctx: AppContext, subjectId: number, purpose: string, recipient: string): Promise<OutgoingMail> {
  const [shopName, primary, background] = await Promise.all([
    readConfigValue(ctx.db, 'shop_name'),
    readConfigValue(ctx.db, 'color_primary'),
    readConfigValue(ctx.db, 'color_background'),
  ]);
  const name = text(shopName, 'Musical-Tickets');
  const link = `${ctx.config.publicUrl}/admin/orders`;
  let title: string;
  let orders: PaidOrder[];
  if (purpose === STAFF_DIGEST_MAIL) {
    const digest = await digestById(ctx.db, subjectId);
    if (!digest) throw new MailRenderError('Zusammenfassung gelöscht');
    const [year, month, day] = digest.day.split('-');
    orders = await paidOrdersFor(ctx.db, berlinDayBounds(digest.day));
    title = `Neue Bestellungen am ${day}.${month}.${year}: ${orders.length}`;
  } else {
    orders = await paidOrdersFor(ctx.db, { orderId: subjectId });
    if (orders.length === 0) throw new MailRenderError(`Bestellung ${subjectId} ist nicht bezahlt`);
    title = `Neue Bestellung Nr. ${subjectId}`;
  }
  const total = orders.reduce((sum, order) => sum + order.total_cents, 0);
  const tickets = orders.reduce((sum, order) => sum + Number(order.tickets), 0);
  const lines = orders.map(orderLine);
  const summary = `${orders.length === 1 ? '1 Bestellung' : `${orders.length} Bestellungen`}, ${tickets} Tickets, ${formatCents(total)}`;
  const body = [
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(summary)}</strong></p>`,
    `<p>Im Backoffice unter „Bestellungen“: ${escapeHtml(link)}</p>`,
  ].join('');
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject: `${title} – ${name}`,
    html: brandedMail(body, { shopName: name, primary: text(primary, '#1976d2'), background: text(background, '#ffffff'), logoCid: null }, title),
    text: [title, '', ...lines, '', summary, '', `Backoffice → Bestellungen: ${link}`].join('\n'),
    attachments: [],
  };
}

/** Staff notices beside the other mails: app.ts hands the wrapped renderer to the mail worker. */
export function withStaffNotices(inner: MailRenderer): MailRenderer {
  return (ctx) => {
    const other = inner(ctx);
    return (subjectId, purpose, recipient, performanceId) =>
      purpose === STAFF_ORDER_MAIL || purpose === STAFF_DIGEST_MAIL
        ? renderStaffMail(ctx, subjectId, purpose, recipient)
        : other(subjectId, purpose, recipient, performanceId);
  };
}
