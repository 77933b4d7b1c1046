import { sql } from 'kysely';
import type { OrderCancelResponse } from '../../../shared/api/orders-admin.js';
import type { AppContext } from '../../http/context.js';
import { conflict, DomainError, notFound } from '../../http/errors.js';
import { CANCELLATION_MAIL, enqueueOrderMail } from '../mail/mail.repository.js';
import { kickMailWorker } from '../mail/mail-worker.js';
import { ProviderError, type ProviderRefund } from '../payments/provider.js';
import { providerForOrder } from '../payments/providers.js';
import * as repo from './orders.repository.js';

const inProgress = () => conflict('Diese Bestellung wird gerade bezahlt oder bearbeitet. Bitte versuche es gleich noch einmal.', 'ORDER_BUSY');

/** Takes the order's provider-call claim (the one captures use), so a cancel never overlaps a capture or another cancel. */
async function claim(ctx: AppContext, id: number): Promise<boolean> {
  const now = ctx.now();
  const until = new Date(now.getTime() + ctx.config.paypal.timeoutMs * 3 + 10_000);
  const result = await ctx.db
    .updateTable('orders')
    .set({ capture_claimed_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('capture_claimed_until', 'is', null), eb('capture_claimed_until', '<', sql<Date>`${now}`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The capture to pay back: the paid order's capture, or the one flagged for refund. */
async function captureToRefund(ctx: AppContext, orderId: number) {
  return ctx.db
    .selectFrom('payments')
    .select(['provider_ref', 'amount_cents', 'currency'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'capture')
    .where('status', 'in', ['COMPLETED', 'REFUND_REQUIRED'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function refundAtProvider(ctx: AppContext, order: repo.OrderRow, capture: { provider_ref: string; amount_cents: number; currency: string }, reason: string) {
  const provider = await providerForOrder(ctx, order);
  try {
    return await provider.refundCapture({
      captureId: capture.provider_ref,
      amountCents: capture.amount_cents,
      currency: capture.currency,
      // Fixed per order: a retried cancel after a lost answer never refunds twice.
      requestId: `refund-${order.capture_request_id}`,
      note: reason || `Stornierung der Bestellung ${order.id}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ orderId: order.id, issue: error.issue, debugId: error.debugId }, 'refund failed at the payment provider');
    if (error.kind === 'already-refunded') return { id: `refunded-${order.id}`, status: 'COMPLETED', amountCents: capture.amount_cents } satisfies ProviderRefund;
    if (error.kind === 'unavailable') {
      throw new DomainError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'Der Zahlungsdienst ist gerade nicht erreichbar. Die Bestellung bleibt unverändert; bitte versuche es gleich noch einmal.');
    }
    throw new DomainError(502, 'REFUND_REFUSED', `Der Zahlungsdienst hat die Erstattung abgelehnt (${error.issue}). Die Bestellung bleibt unverändert.`);
  }
}

/**
 * Cancels an order: a captured payment is refunded through the provider first (outside any transaction),
 * then one transaction marks the order cancelled and revokes its tickets. The quota is free at once, since
 * only paid orders and running holds count against it. A hold is simply closed.
 */
export async function cancelOrder(ctx: AppContext, orderId: number, staffUserId: number, reason = ''): Promise<OrderCancelResponse> {
  const order = await repo.findOrder(ctx.db, { id: orderId });
  if (!order) throw notFound('Bestellung nicht gefunden.', 'ORDER_NOT_FOUND');
  const paid = order.status === 'CAPTURED' || order.refund_required;
  if (!paid && order.status !== 'CREATED' && order.status !== 'EXPIRED') {
    throw conflict('Diese Bestellung ist bereits abgeschlossen und nicht bezahlt; es gibt nichts zu stornieren.', 'ORDER_NOT_CANCELLABLE');
  }
  if (!(await claim(ctx, order.id))) throw inProgress();
  try {
    const capture = paid ? await captureToRefund(ctx, order.id) : undefined;
    if (paid && !capture) throw conflict('Zu dieser Bestellung ist keine Zahlung gespeichert, die erstattet werden könnte.', 'NO_PAYMENT');
    const refund = capture ? await refundAtProvider(ctx, order, capture, reason.trim()) : undefined;
    const now = ctx.now();
    const revoked = await ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const locked = await repo.lockOrder(trx, order.id);
        // Money already went back: record it whatever happened meanwhile. A hold must still be a hold.
        if (!refund && locked.status !== 'CREATED' && locked.status !== 'EXPIRED') throw inProgress();
        await trx
          .updateTable('orders')
          .set({ status: 'CANCELLED', refund_required: false, cancelled_at: now, cancelled_by: staffUserId, cancel_reason: reason.trim() || null })
          .where('id', '=', order.id)
          .execute();
        // The buyer of a paid order hears of it once, whatever happens to this process afterwards.
        if (refund) await enqueueOrderMail(trx, order, now, CANCELLATION_MAIL);
        if (refund && capture) {
          await trx
            .insertInto('payments')
            .values({ order_id: order.id, provider: order.provider, kind: 'refund', provider_ref: refund.id, amount_cents: refund.amountCents, currency: capture.currency, status: refund.status })
            .onConflict((oc) => oc.column('provider_ref').doNothing())
            .execute();
          await trx.updateTable('payments').set({ status: 'REFUNDED' }).where('order_id', '=', order.id).where('kind', '=', 'capture').where('provider_ref', '=', capture.provider_ref).execute();
        }
        const result = await trx
          .updateTable('tickets')
          .set({ status: 'cancelled', cancelled_at: now })
          .where('order_id', '=', order.id)
          .where('status', '=', 'valid')
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      });
    if (refund) kickMailWorker(ctx);
    ctx.log.info({ orderId: order.id, staffUserId, refunded: Boolean(refund), revoked }, 'order cancelled');
    return {
      success: true,
      message: refund
        ? `Bestellung ${order.id} storniert: ${revoked} Tickets gesperrt, die Zahlung wurde erstattet.`
        : `Bestellung ${order.id} storniert; die reservierten Tickets sind wieder frei.`,
      refunded: Boolean(refund),
      tickets_revoked: revoked,
    };
  } finally {
    await repo.releaseCapture(ctx.db, order.id);
  }
}
