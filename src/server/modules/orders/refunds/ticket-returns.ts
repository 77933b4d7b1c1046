import type { TicketReturnResponse } from '../../../../shared/api/tickets.js';
import { formatCents, formatDateTime, formatTicketCount } from '../../../../shared/domain/format.js';
import { orderReturnDays, returnDeadline, returnRefusal, returnRefusalText } from '../../../../shared/domain/ticket-returns.js';
import type { Db } from '../../../db/database.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, notFound } from '../../../domain-errors.js';
import { readConfigValue } from '../../configuration/index.js';
import { recordAudit } from '../../audit/index.js';
import { RETURN_MAIL } from '../../mail/index.js';
import { lookupTicketLink, orderByToken } from '../../tickets/index.js';
import { revokeWithRefund } from './ticket-revoke.js';

/** The configured return period in days ("Rückgabefrist"). */
async function returnDays(db: Db): Promise<number> {
  return Number(await readConfigValue(db, 'ticket_return_days')) || 0;
}

/**
 * A buyer returns tickets through the ticket link (the token proves the buyer): the refund goes through the
 * payment provider first (outside any transaction; a part of the capture for single tickets), then one
 * transaction revokes the tickets (the kiosks' revocation list), gives their places back to the quota and
 * their seats free, closes the order when nothing is left, and queues the confirming mail.
 */
export async function returnTickets(ctx: AppContext, token: string, ticketIds: number[] | undefined, address: string): Promise<TicketReturnResponse> {
  // Issue 38: the token is a secret; a wrong one counts against the caller's /64 and all ticket links.
  const order = await lookupTicketLink(ctx, address, (db) => orderByToken(db, token));
  if (!order) throw notFound('Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.', 'TICKETS_NOT_FOUND');
  if (order.channel !== 'online') throw conflict('Tickets von der Abendkasse können nur dort zurückgegeben werden.', 'RETURN_REFUSED');
  const days = orderReturnDays(order.return_days, await returnDays(ctx.db));
  const now = ctx.now();
  const { ids, cents, refund } = await revokeWithRefund(ctx, order, {
    choose: (all, current) => {
      // A handed-on ticket is its holder's now: "all" means the buyer's own, and the money for it stays paid.
      const wanted = ticketIds
        ? all.filter((ticket) => ticketIds.includes(ticket.id))
        : all.filter((ticket) => ticket.status === 'valid' && ticket.holder_name === null);
      if (ticketIds && wanted.length !== new Set(ticketIds).size) throw notFound('Dieses Ticket gehört nicht zu dieser Bestellung.', 'TICKET_NOT_FOUND');
      if (wanted.some((ticket) => ticket.holder_name !== null))
        throw conflict('Dieses Ticket hast du weitergegeben; es kann nicht mehr zurückgegeben werden.', 'RETURN_REFUSED');
      if (wanted.length === 0) throw conflict('Diese Bestellung hat keine Tickets mehr, die zurückgegeben werden könnten.', 'RETURN_REFUSED');
      for (const ticket of wanted) {
        const refusal = returnRefusal(
          { orderPaid: current.status === 'CAPTURED', ticketValid: ticket.status === 'valid', admitted: Boolean(ticket.admitted), startsAt: ticket.starts_at },
          days,
          now,
        );
        if (refusal) throw conflict(returnRefusalText(refusal, formatDateTime(returnDeadline(ticket.starts_at, days))), 'RETURN_REFUSED');
      }
      return wanted;
    },
    note: (count) => `Rückgabe von ${formatTicketCount(count)} der Bestellung ${order.id}`,
    requestPrefix: 'return',
    revokedReason: 'RETURNED',
    closeReason: 'Du hast alle Tickets zurückgegeben.',
    mail: RETURN_MAIL,
    // A money event without staff: the audit log names it as the buyer's return.
    record: (trx, done) =>
      recordAudit(trx, {
        action: 'order.ticket_return',
        subject: `order:${order.id}`,
        orderId: order.id,
        changes: {
          tickets_returned: [null, done.ids],
          ...(done.refund ? { refund: [null, { ref: done.refund.id, status: done.refund.status, cents: done.refund.amountCents }] } : {}),
        },
      }),
  });
  ctx.log.info({ orderId: order.id, tickets: ids, cents, refund: refund?.status ?? null }, 'tickets returned by the buyer');
  return {
    success: true,
    message:
      cents === 0
        ? `${formatTicketCount(ids.length)} zurückgegeben. Es gibt nichts zu erstatten; die Plätze sind wieder frei. Du bekommst eine Bestätigung per E-Mail.`
        : refund?.status === 'PENDING'
          ? `${formatTicketCount(ids.length)} zurückgegeben. Die Erstattung von ${formatCents(cents)} ist beantragt; PayPal bestätigt sie in Kürze. Du bekommst eine E-Mail.`
          : `${formatTicketCount(ids.length)} zurückgegeben, ${formatCents(cents)} werden erstattet. Du bekommst eine Bestätigung per E-Mail.`,
    returned: ids.length,
    refund: cents / 100,
    refund_pending: cents > 0 && refund?.status === 'PENDING',
  };
}
