import type { AppContext } from '../../http/context.js';
import { MailRenderError, mailRendererOf } from './mail-renderer.js';
import type { outboxMail } from './mail.repository.js';
import { compose } from './mail-transport.js';

type OutboxRow = NonNullable<Awaited<ReturnType<typeof outboxMail>>>;

/**
 * The MIME message of a mail that went out, for the back office. The outbox keeps a mail's data, not the
 * rendered message (a rush would otherwise store every PDF twice), so it is rendered again here from the
 * order as it is now; mails sent before migration 013 still have their stored message, shown as it was.
 */
export async function outboxMessage(ctx: AppContext, row: OutboxRow): Promise<Uint8Array | null> {
  if (row.raw && row.raw.length > 0) return row.raw;
  const renderer = mailRendererOf(ctx);
  const subject = row.alert_id ?? row.digest_id ?? row.order_id;
  if (!renderer || subject === null || (row.status !== 'sent' && row.status !== 'stored')) return null;
  try {
    const mail = await renderer(ctx)(subject, row.template_name, row.recipient, row.performance_id);
    return (await compose(mail, { messageId: row.message_id, date: row.sent_at })).raw;
  } catch (error) {
    if (error instanceof MailRenderError) return null;
    throw error;
  }
}
