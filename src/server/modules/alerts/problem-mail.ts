import { escapeHtml } from '../../../shared/domain/mail-placeholders.js';
import type { Config } from '../../config.js';
import { createMailSender, type MailSender } from '../mail/index.js';
import type { DirectAlertMail } from './system-problems.js';

/**
 * Alert mails that need no database (issue 39): straight through SMTP, not through the outbox, which lives
 * in the database that may be gone or full. Without SMTP_URL mails only ever reach the outbox, so there is
 * nothing to send here; the problem shows on the health answer and in the back office instead.
 */
export function directAlertMail(config: Config, sender?: MailSender): DirectAlertMail {
  const send = sender ?? (config.smtpUrl ? createMailSender(config.smtpUrl) : undefined);
  return async (recipients, subject, text) => {
    if (!send) return false;
    const body = `${text}\n\nSobald der Server wieder arbeitet, steht die Warnung auch im Backoffice unter „Alerts“: ${config.publicUrl}/admin/alerts`;
    for (const to of recipients) {
      await send({ from: config.mailFrom, to, subject, text: body, html: `<p>${escapeHtml(body).replaceAll('\n\n', '</p><p>')}</p>`, attachments: [] });
    }
    return true;
  };
}
