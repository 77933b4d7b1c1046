import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { findOrderByRef } from '../orders/capture.service.js';
import { enqueueOrderMail, findMail, mailsOfOrder, TICKETS_MAIL } from './mail.repository.js';
import { kickMailWorker } from './mail-worker.js';

/**
 * tickets/send-mail.php. The confirmation already goes out after capture, so for a visitor this is
 * idempotent: it queues a mail only when none exists yet. Staff with order rights may send it again.
 */
export async function sendOrderMail(ctx: AppContext, ref: string | number, staffResend: boolean): Promise<string> {
  const order = await findOrderByRef(ctx, ref);
  if (order.status !== 'CAPTURED') throw conflict('Für diese Bestellung gibt es noch keine Tickets.', 'ORDER_NOT_PAID');
  const existing = await mailsOfOrder(ctx.db, order.id);
  if (existing.length > 0 && !staffResend) {
    const sent = existing.some((mail) => mail.status === 'sent' || mail.status === 'stored');
    return sent ? `Die Tickets wurden an ${order.email} gesendet.` : `Die Tickets werden an ${order.email} gesendet.`;
  }
  await enqueueOrderMail(ctx.db, order, ctx.now(), TICKETS_MAIL);
  kickMailWorker(ctx);
  return `Die Tickets werden an ${order.email} gesendet.`;
}

/** mail/resend.php: the outbox's resend; a new outbox row, so the history of the first one stays. */
export async function resendMail(ctx: AppContext, id: number): Promise<void> {
  const mail = await findMail(ctx.db, id);
  if (!mail) throw notFound('Mail nicht gefunden.', 'MAIL_NOT_FOUND');
  if (mail.order_id === null) throw conflict('Die Bestellung dieser Mail gibt es nicht mehr.', 'ORDER_GONE');
  if (mail.status === 'queued' || mail.status === 'sending' || mail.status === 'retry') {
    throw conflict('Diese Mail wartet noch auf den Versand.', 'MAIL_PENDING');
  }
  await enqueueOrderMail(ctx.db, { id: mail.order_id, email: mail.recipient }, ctx.now(), mail.template_name);
  kickMailWorker(ctx);
}
