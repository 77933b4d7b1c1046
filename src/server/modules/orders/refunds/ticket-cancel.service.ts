import type { TicketCancelResponse } from '../../../../shared/api/orders-admin.js';
import { formatCents, formatTicketCount } from '../../../../shared/domain/format.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, notFound } from '../../../domain-errors.js';
import { noteAudit } from '../../audit/index.js';
import { TICKET_CANCEL_MAIL } from '../../mail/index.js';
import { requiredReason } from './cancel.service.js';
import * as repo from '../orders.repository.js';
import { linkCancelledTickets, recordTicketCancellation } from './ticket-cancel.repository.js';
import { revokeWithRefund } from './ticket-revoke.js';
import type { RevocableTicket } from './ticket-revoke.repository.js';

/** Which of the order's tickets staff may cancel: theirs, still valid, not admitted, of a paid order. */
function chooseTickets(all: RevocableTicket[], order: repo.OrderRow, ticketIds: number[]): RevocableTicket[] {
  if (order.status === 'CANCELLED') throw conflict('Diese Bestellung ist bereits storniert; ihre Tickets sind gesperrt.', 'TICKET_NOT_CANCELLABLE');
  if (order.status !== 'CAPTURED') throw conflict('Diese Bestellung ist nicht bezahlt; es gibt keine Tickets zu stornieren.', 'TICKET_NOT_CANCELLABLE');
  const wanted = all.filter((ticket) => ticketIds.includes(ticket.id));
  if (wanted.length !== new Set(ticketIds).size) throw notFound('Dieses Ticket gehört nicht zu dieser Bestellung.', 'TICKET_NOT_FOUND');
  for (const ticket of wanted) {
    if (ticket.status !== 'valid') throw conflict(`Ticket ${ticket.id} ist bereits storniert oder zurückgegeben.`, 'TICKET_ALREADY_CANCELLED');
    if (ticket.admitted) throw conflict(`Ticket ${ticket.id} wurde am Einlass bereits eingelöst und kann nicht mehr storniert werden.`, 'TICKET_ADMITTED');
  }
  return wanted;
}

/**
 * Staff cancel single tickets of a paid order (a family ordered four, one child is ill): the same refund,
 * counters and mail as a buyer's return (ticket-revoke.ts), but not bound by the return period. The
 * cancellation keeps its reason and who did it for the order details and the mail.
 */
export async function cancelTickets(
  ctx: AppContext,
  orderId: number,
  ticketIds: number[],
  staff: { userId: number; username: string },
  rawReason: string | undefined,
): Promise<TicketCancelResponse> {
  const reason = requiredReason(rawReason);
  const order = await repo.findOrder(ctx.db, { id: orderId });
  if (!order) throw notFound('Bestellung nicht gefunden.', 'ORDER_NOT_FOUND');
  const done = await revokeWithRefund(ctx, order, {
    choose: (all, current) => chooseTickets(all, current, ticketIds),
    note: (count) => `Stornierung von ${formatTicketCount(count)} der Bestellung ${order.id}: ${reason}`.slice(0, 255),
    requestPrefix: 'cancel',
    revokedReason: 'CANCELLED',
    closeReason: reason,
    closedBy: staff.userId,
    mail: TICKET_CANCEL_MAIL,
    record: async (trx, revoked) => {
      const now = ctx.now();
      const cancellation = await recordTicketCancellation(trx, {
        order_id: order.id,
        reason,
        refund_cents: revoked.cents,
        refund_status: revoked.cash ? 'CASH' : (revoked.refund?.status ?? null),
        refund_ref: revoked.refund?.id ?? null,
        cancelled_by: staff.userId,
        cancelled_by_name: staff.username,
        cancelled_at: now,
      });
      if (revoked.ids.length > 0) await linkCancelledTickets(trx, revoked.ids, cancellation.id);
    },
  });
  const pending = done.refund?.status === 'PENDING';
  noteAudit({
    action: 'order.cancel_tickets',
    subject: `order:${order.id}`,
    orderId: order.id,
    changes: {
      tickets_cancelled: [null, done.ids],
      reason: [null, reason],
      ...(done.refund ? { refund: [null, { id: done.refund.id, status: done.cash ? 'CASH' : done.refund.status, cents: done.refund.amountCents }] } : {}),
      ...(done.closed ? { status: [order.status, 'CANCELLED'] } : {}),
    },
  });
  ctx.log.info(
    { orderId: order.id, staffUserId: staff.userId, tickets: done.ids, cents: done.cents, refund: done.refund?.status ?? null },
    'tickets cancelled by staff',
  );
  return {
    success: true,
    message: cancelledMessage(done.ids.length, done.cents, {
      cash: done.cash,
      pending,
      provider: order.provider === 'paypal' ? 'PayPal' : 'den Zahlungsdienst',
    }),
    tickets_cancelled: done.ids.length,
    refund: done.cents / 100,
    refund_pending: pending,
    cash: done.cash,
    order_cancelled: done.closed,
  };
}

function cancelledMessage(count: number, cents: number, how: { cash: boolean; pending: boolean; provider: string }): string {
  const head = `${formatTicketCount(count)} storniert und gesperrt.`;
  if (cents <= 0) return `${head} Es wird nichts erstattet.`;
  // Cash at the box office: no provider can pay it back, a person hands it over.
  if (how.cash)
    return `${head} Die Bestellung wurde an der Abendkasse bar bezahlt; es gibt keine Erstattung über einen Zahlungsdienst. Bitte gib ${formatCents(cents)} bar zurück.`;
  if (how.pending) return `${head} Die Erstattung von ${formatCents(cents)} ist beantragt, ${how.provider} hat sie aber noch nicht bestätigt.`;
  return `${head} ${formatCents(cents)} wurden über ${how.provider} erstattet.`;
}
