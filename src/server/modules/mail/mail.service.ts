import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../domain-errors.js';
import { enqueueOrderMail, findMail } from './mail.repository.js';
import { MailRefused, mailRendererOf } from './mail-renderer.js';
import { kickMailWorker } from './mail-worker.js';

/** mail/resend.php: the outbox's resend; a new outbox row, so the history of the first one stays. */
export async function resendMail(ctx: AppContext, id: number): Promise<void> {
  const mail = await findMail(ctx.db, id);
  if (!mail) throw notFound('Mail nicht gefunden.', 'MAIL_NOT_FOUND');
  if (mail.order_id === null) throw conflict('Die Bestellung dieser Mail gibt es nicht mehr.', 'ORDER_GONE');
  if (mail.status === 'queued' || mail.status === 'sending' || mail.status === 'retry') {
    throw conflict('Diese Mail wartet noch auf den Versand.', 'MAIL_PENDING');
  }
  // The renderer knows whether the mail may still go out (no tickets of a cancelled order): asked first.
  const render = mailRendererOf(ctx)?.(ctx);
  if (render) {
    await render(mail.order_id, mail.template_name, mail.recipient, mail.performance_id).catch((error) => {
      if (error instanceof MailRefused) throw conflict(error.message, 'MAIL_REFUSED');
      throw error;
    });
  }
  await enqueueOrderMail(ctx.db, { id: mail.order_id, email: mail.recipient }, ctx.now(), mail.template_name, mail.performance_id);
  kickMailWorker(ctx);
}
