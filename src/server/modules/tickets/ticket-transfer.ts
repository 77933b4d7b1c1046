import { randomBytes } from 'node:crypto';
import type { TicketTransferResponse } from '../../../shared/api/tickets.js';
import { checkNewHolder, TRANSFER_REFUSAL_TEXTS, transferRefusal } from '../../../shared/domain/ticket-transfer.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { recordAudit } from '../audit/index.js';
import { enqueueOrderMail, kickMailWorker } from '../mail/index.js';
import { activeSigningKey } from './signing-keys.js';
import { lookupTicketLink } from './ticket-link-throttle.js';
import { signTicket } from './ticket-signer.js';
import { lockTicketOfOrder, nextTicketId, replaceTicket } from './ticket-transfer.repository.js';
import { TRANSFER_MAIL } from './ticket-transfer-mail.js';
import { orderByToken, transferSetting } from './tickets.repository.js';

const refused = (reason: keyof typeof TRANSFER_REFUSAL_TEXTS) =>
  conflict(TRANSFER_REFUSAL_TEXTS[reason], reason === 'off' ? 'TRANSFER_OFF' : 'TRANSFER_REFUSED');

/**
 * "Ticket weitergeben" (issue 33, "Ticketübertragung"): the buyer, proven by the ticket link's token, hands
 * one ticket to someone else. One transaction revokes the old code for the doors (the revocation list, as a
 * return does), issues the same seat under a new code to the new holder with a page token of their own,
 * queues the mail with their link and writes the audit entry. Quota, prices and statistics stay as they are:
 * the order still holds one ticket for that place.
 */
export async function transferTicket(
  ctx: AppContext,
  request: { token: string; ticketId: number; name: string; email: string },
  origin: { address: string; requestId: string },
): Promise<TicketTransferResponse> {
  if (!(await transferSetting(ctx.db))) throw refused('off');
  const order = await lookupTicketLink(ctx, origin.address, (db) => orderByToken(db, request.token));
  if (!order) throw notFound('Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.', 'TICKETS_NOT_FOUND');
  const checked = checkNewHolder(request);
  if (!checked.ok) throw invalid(checked.message, 'INVALID_HOLDER');
  const { holder } = checked;
  const key = await activeSigningKey(ctx.db);
  const now = ctx.now();
  const newId = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const ticket = await lockTicketOfOrder(trx, order.id, request.ticketId);
      if (!ticket) throw notFound('Dieses Ticket gehört nicht zu dieser Bestellung.', 'TICKET_NOT_FOUND');
      // A return or a cancellation is talking to the payment provider about this order: never hand a ticket on under it.
      if (ticket.capture_claimed_until && ticket.capture_claimed_until.getTime() > now.getTime()) {
        throw conflict('Diese Bestellung wird gerade bearbeitet. Bitte versuche es gleich noch einmal.', 'ORDER_BUSY');
      }
      const refusal = transferRefusal(
        true,
        {
          orderPaid: ticket.order_status === 'CAPTURED',
          ticketValid: ticket.status === 'valid',
          transferred: ticket.holder_token !== null,
          admitted: Boolean(ticket.admitted),
          startsAt: ticket.starts_at,
        },
        now,
      );
      if (refusal) throw refused(refusal);
      const id = await nextTicketId(trx);
      const code = signTicket({ ticketId: id, performanceId: ticket.performance_id, categoryId: ticket.category_id }, key);
      await replaceTicket(
        trx,
        { id, orderId: order.id, old: ticket, keyId: key.id, code, holder: { ...holder, token: randomBytes(32).toString('base64url') } },
        now,
      );
      await enqueueOrderMail(trx, { id: order.id, email: holder.email }, now, TRANSFER_MAIL);
      // The buyer acts through the ticket link, not a staff session: the entry names the address and request.
      await recordAudit(trx, {
        action: 'ticket.transfer',
        subject: `ticket:${ticket.id}`,
        orderId: order.id,
        address: origin.address,
        requestId: origin.requestId,
        changes: { ticket: [ticket.id, id], holder: [null, holder.name] },
      });
      return id;
    });
  kickMailWorker(ctx);
  ctx.log.info({ orderId: order.id, from: request.ticketId, to: newId }, 'ticket transferred by the buyer');
  return {
    success: true,
    message: `Das Ticket gehört jetzt ${holder.name}. Wir haben den Link zum Ticket an ${holder.email} geschickt; dein bisheriger QR-Code gilt nicht mehr.`,
    ticket_id: newId,
  };
}
