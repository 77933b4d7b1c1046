import type { AppContext } from '../../http/context.js';
import { MailRenderError, mailRendererOf } from './mail-renderer.js';
import type { outboxMail } from './mail.repository.js';
import { compose, type OutgoingMail } from './mail-transport.js';
import type { MailParts } from './mime-parts.js';

type OutboxRow = NonNullable<Awaited<ReturnType<typeof outboxMail>>>;

/** The texts of a mail as it went out (stored since migration 037), or null for older rows. */
export function sentParts(row: OutboxRow): MailParts | null {
  if (row.sent_html === null && row.sent_text === null) return null;
  return { html: row.sent_html, text: row.sent_text, attachments: row.sent_attachments ?? [] };
}

/**
 * The MIME message of a mail that went out, for the back office. Since migration 037 the outbox keeps the
 * subject, HTML and text as sent (issue 37 item 5: a mail sent with "Wird erstattet" must not show
 * "Erstattet" later); only the attachments (the PDF) are rendered again, the outbox would otherwise store
 * every PDF twice. Older rows are rendered again from the order as it is now; mails sent before migration
 * 013 still have their stored message.
 */
export async function outboxMessage(ctx: AppContext, row: OutboxRow): Promise<Uint8Array | null> {
  if (row.raw && row.raw.length > 0) return row.raw;
  if (row.status !== 'sent' && row.status !== 'stored') return null;
  const sent = sentParts(row);
  const renderer = mailRendererOf(ctx);
  const subject = row.alert_id ?? row.digest_id ?? row.waiting_entry_id ?? row.order_id;
  let mail: OutgoingMail | null = null;
  try {
    if (renderer && subject !== null) mail = await renderer(ctx)(subject, row.template_name, row.recipient, row.performance_id);
  } catch (error) {
    if (!(error instanceof MailRenderError)) throw error;
  }
  if (sent) {
    const attachments = (mail?.attachments ?? []).filter((file) => (row.sent_attachments ?? []).includes(file.filename));
    const stored = {
      from: mail?.from ?? ctx.config.mailFrom,
      to: row.recipient,
      subject: row.subject,
      html: sent.html ?? '',
      text: sent.text ?? '',
      attachments,
    };
    return (await compose(stored, { messageId: row.message_id, date: row.sent_at })).raw;
  }
  if (!mail) return null;
  return (await compose(mail, { messageId: row.message_id, date: row.sent_at })).raw;
}
