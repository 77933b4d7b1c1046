import type { AppContext } from '../../http/context.js';
import { conflict } from '../../http/errors.js';
import { findOrderByRef } from '../orders/capture.service.js';
import { enqueueOrderMail, mailsOfOrder } from './mail.repository.js';
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
  await enqueueOrderMail(ctx.db, order, ctx.now());
  kickMailWorker(ctx);
  return `Die Tickets werden an ${order.email} gesendet.`;
}
