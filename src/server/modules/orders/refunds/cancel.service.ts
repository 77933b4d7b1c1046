import type { OrderCancelResponse } from '../../../../shared/api/orders-admin.js';
import { formatTicketCount } from '../../../../shared/domain/format.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, invalid, notFound } from '../../../domain-errors.js';
import { CANCELLATION_MAIL, enqueueOrderMail, kickMailWorker } from '../../mail/index.js';
import * as repo from '../orders.repository.js';
import { placesFreed } from '../hold/places-freed.js';
import { captureToRefund, recordRefund, refundAtProvider } from './refunds.js';
import * as refundsRepo from './refunds.repository.js';
import { orderMoney } from './ticket-revoke.repository.js';
import { noteAudit } from '../../audit/index.js';

/** The reason staff give for a cancellation; the buyer reads it in the mail, staff later in the order (issue 32 item 10). */
export function requiredReason(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) throw invalid('Bitte gib einen Grund für die Stornierung an; der Kunde liest ihn in der Mail.', 'CANCEL_REASON_REQUIRED');
  return trimmed;
}

const inProgress = () => conflict('Diese Bestellung wird gerade bezahlt oder bearbeitet. Bitte versuche es gleich noch einmal.', 'ORDER_BUSY');

/**
 * Cancels an order: a captured payment is refunded through the provider first (outside any transaction),
 * then one transaction marks the order cancelled and revokes its tickets (once PayPal completed the refund;
 * a pending one leaves both standing until it does). The quota is free at once, since
 * only paid orders and running holds count against it. A hold is simply closed.
 */
export async function cancelOrder(ctx: AppContext, orderId: number, staffUserId: number, reason = ''): Promise<OrderCancelResponse> {
  requiredReason(reason);
  const order = await repo.findOrder(ctx.db, { id: orderId });
  if (!order) throw notFound('Bestellung nicht gefunden.', 'ORDER_NOT_FOUND');
  const paid = order.status === 'CAPTURED' || order.refund_required;
  if (!paid && order.status !== 'CREATED' && order.status !== 'EXPIRED') {
    throw conflict('Diese Bestellung ist bereits abgeschlossen und nicht bezahlt; es gibt nichts zu stornieren.', 'ORDER_NOT_CANCELLABLE');
  }
  // A cancel already waits for PayPal's refund: asking again would only mail the buyer a second time.
  if (order.status === 'CAPTURED' && order.cancel_reason !== null && (await refundsRepo.hasPendingRefund(ctx.db, order.id))) {
    throw conflict(
      'Die Stornierung ist schon beantragt: PayPal hat die Erstattung noch nicht abgeschlossen. Die Bestellung wird storniert, sobald das Geld zurück ist.',
      'REFUND_PENDING',
    );
  }
  const claimedAt = ctx.now();
  if (!(await repo.claimForStaff(ctx.db, order.id, claimedAt, new Date(claimedAt.getTime() + ctx.config.paypal.timeoutMs * 3 + 10_000)))) throw inProgress();
  try {
    const capture = paid ? await captureToRefund(ctx, order.id) : undefined;
    if (paid && !capture) throw conflict('Zu dieser Bestellung ist keine Zahlung gespeichert, die erstattet werden könnte.', 'NO_PAYMENT');
    // A free order (0 €) was paid with nothing: nothing goes back, the provider is not asked.
    // Cash (door sales, orders staff marked paid) goes back by hand at the box office: no provider to ask.
    const cash = (order.provider as string) === 'cash';
    // Tickets returned or cancelled one by one were refunded already (the capture is PARTIALLY_REFUNDED):
    // what goes back now is the rest, as a part of the capture under a request id of its own.
    const alreadyRefunded = capture ? (await orderMoney(ctx.db, order.id)).refundedCents : 0;
    const left = capture ? Math.max(0, capture.amount_cents - alreadyRefunded) : 0;
    const rest = alreadyRefunded > 0 ? { amountCents: left, requestId: `refund-rest-${order.capture_request_id}` } : undefined;
    const refund =
      capture && left > 0
        ? cash
          ? { id: `cash-refund-${order.id}`, status: 'COMPLETED' as const, amountCents: left }
          : await refundAtProvider(ctx, order, capture, reason.trim(), rest)
        : undefined;
    const paidFree = paid && !refund;
    const waitsForMoney = refund?.status === 'PENDING';
    const now = ctx.now();
    const revoked = await ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const locked = await repo.lockOrder(trx, order.id);
        // Money already went back: record it whatever happened meanwhile. A hold must still be a hold.
        if (!refund && !(paidFree && locked.status === 'CAPTURED') && locked.status !== 'CREATED' && locked.status !== 'EXPIRED') throw inProgress();
        // Issue 52 item 5: while PayPal still processes the refund the money is not back, and PayPal may yet
        // fail it; the order and its tickets stand until the refund completes (recordProviderReturn).
        if (waitsForMoney) await refundsRepo.noteCancelRequested(trx, order.id, staffUserId, reason.trim());
        // The tickets it held or sold go back to the quota in the same statement.
        else
          await repo.closeOrder(trx, order.id, 'CANCELLED', {
            refund_required: false,
            cancelled_at: now,
            cancelled_by: staffUserId,
            cancel_reason: reason.trim(),
          });
        // The buyer of a paid order hears of it once, whatever happens to this process afterwards.
        if (refund || paidFree) await enqueueOrderMail(trx, order, now, CANCELLATION_MAIL);
        if (refund && capture) await recordRefund(trx, order, capture, refund);
        return waitsForMoney ? 0 : repo.revokeTickets(trx, order.id, now);
      });
    const pending = waitsForMoney;
    noteAudit({
      action: refund ? 'order.cancel_refund' : 'order.cancel',
      subject: `order:${order.id}`,
      orderId: order.id,
      changes: {
        status: [order.status, waitsForMoney ? order.status : 'CANCELLED'],
        ...(reason.trim() ? { reason: [null, reason.trim()] } : {}),
        ...(refund ? { refund: [null, { id: refund.id, status: refund.status, cents: refund.amountCents }] } : {}),
        tickets_revoked: [0, revoked],
      },
    });
    if (refund || paidFree) kickMailWorker(ctx);
    await placesFreed(ctx);
    ctx.log.info({ orderId: order.id, staffUserId, refund: refund?.status ?? null, revoked }, 'order cancelled');
    return {
      success: true,
      message: paidFree
        ? `Bestellung ${order.id} storniert: ${formatTicketCount(revoked)} gesperrt. Die Bestellung war kostenlos, es gibt nichts zu erstatten.`
        : !refund
          ? `Bestellung ${order.id} storniert; die reservierten Tickets sind wieder frei.`
          : pending
            ? `Stornierung der Bestellung ${order.id} beantragt: Die Erstattung ist beantragt, PayPal hat sie aber noch nicht bestätigt; sie steht bis dahin als „ausstehend“ in der Bestellung. Die Tickets bleiben gültig, bis das Geld zurück ist; dann wird die Bestellung storniert.`
            : `Bestellung ${order.id} storniert: ${formatTicketCount(revoked)} gesperrt, die Zahlung wurde erstattet.`,
      refunded: refund?.status === 'COMPLETED',
      refund_pending: pending,
      tickets_revoked: revoked,
    };
  } finally {
    await repo.releaseCapture(ctx.db, order.id);
  }
}
