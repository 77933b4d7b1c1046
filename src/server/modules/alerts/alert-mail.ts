import { ALERT_KIND_LABELS } from '../../../shared/api/alerts.js';
import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import type { AppContext } from '../../http/context.js';
import { readConfigValue } from '../configuration/index.js';
import { brandedMail, MailRenderError, type MailRenderer } from '../mail/index.js';
import type { OutgoingMail } from '../mail/index.js';
import { ALERT_MAIL, findAlert } from './alerts.repository.js';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

/** The mail to staff about one alert: what happened, and where in the back office to look. */
export async function renderAlertMail(ctx: AppContext, alertId: number, recipient: string): Promise<OutgoingMail> {
  const alert = await findAlert(ctx.db, alertId);
  if (!alert) throw new MailRenderError('Alert gelöscht');
  const [shopName, primary, background, baseUrl] = await Promise.all([
    readConfigValue(ctx.db, 'shop_name'),
    readConfigValue(ctx.db, 'color_primary'),
    readConfigValue(ctx.db, 'color_background'),
    readConfigValue(ctx.db, 'shop_url'),
  ]);
  const name = text(shopName, 'Musical-Tickets');
  const label = ALERT_KIND_LABELS[alert.kind] ?? alert.kind;
  const link = `${text(baseUrl, '').replace(/\/$/, '')}/admin/alerts`;
  const orderLine = alert.order_id ? `Bestellung ${alert.order_id}` : '';
  const body = [
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(label)}</h1>`,
    `<p>${escapeHtml(alert.message)}</p>`,
    orderLine ? `<p>${escapeHtml(orderLine)}</p>` : '',
    `<p>Bitte sieh dir die Warnung im Backoffice unter „Alerts“ an und markiere sie als erledigt, sobald sich jemand darum gekümmert hat: ${escapeHtml(link)}</p>`,
  ].join('');
  return {
    from: ctx.config.mailFrom,
    to: recipient,
    subject: `Warnung: ${label} – ${name}`,
    html: brandedMail(body, { shopName: name, primary: text(primary, '#1976d2'), background: text(background, '#ffffff'), logoCid: null }, label),
    text: [label, '', alert.message, orderLine, '', `Backoffice → Alerts: ${link}`].filter((line, index, all) => line || all[index - 1]).join('\n'),
    attachments: [],
  };
}

/** The order mails' renderer, and alert mails beside it: app.ts hands this to the mail worker. */
export function withAlertMails(orders: MailRenderer): MailRenderer {
  return (ctx) => {
    const orderMail = orders(ctx);
    return (subjectId, purpose, recipient, performanceId) =>
      purpose === ALERT_MAIL ? renderAlertMail(ctx, subjectId, recipient) : orderMail(subjectId, purpose, recipient, performanceId);
  };
}
