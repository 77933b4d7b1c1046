import type { AppContext } from '../../../http/context.js';
import { conflict, DomainError } from '../../../domain-errors.js';
import { ProviderError, type ProviderRefund, providerForOrder } from '../../payments/index.js';
import { formatCents, formatTicketCount } from '../../../../shared/domain/format.js';
import { raiseAlert } from '../../alerts/index.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../orders.repository.js';
import { recordProviderReturn } from './provider-returns.js';
import * as refundsRepo from './refunds.repository.js';

/** Payments taken without tickets being issued: paid back without anyone having to press a button. */
const REFUNDED_AUTOMATICALLY = ['HOLD_EXPIRED_SOLD_OUT', 'AMOUNT_MISMATCH', 'CANCELLED_BEFORE_PAYMENT'];

export interface CapturePayment {
  provider_ref: string;
  amount_cents: number;
  currency: string;
}

/** The capture to pay back: the paid order's capture, or the one flagged for refund. */
export function captureToRefund(ctx: AppContext, orderId: number): Promise<CapturePayment | undefined> {
  return refundsRepo.refundableCapture(ctx.db, orderId);
}

/**
 * Asks the provider to pay a capture back. The request id is fixed per order, so a retry after a lost
 * answer never refunds twice; after a refund the provider reported FAILED it is a new one, since PayPal
 * would replay the failed refund for the old id.
 */
export async function refundAtProvider(
  ctx: AppContext,
  order: repo.OrderRow,
  capture: CapturePayment,
  note: string,
  /** A part of the capture (a buyer's return): its amount and its own request id, fixed per return. */
  part?: { amountCents: number; requestId: string },
): Promise<ProviderRefund> {
  const attempt = await refundsRepo.failedRefundCount(ctx.db, order.id);
  const provider = await providerForOrder(ctx, order);
  try {
    return await provider.refundCapture({
      captureId: capture.provider_ref,
      amountCents: part?.amountCents ?? capture.amount_cents,
      currency: capture.currency,
      requestId: `${part?.requestId ?? `refund-${order.capture_request_id}`}${attempt ? `-${attempt}` : ''}`,
      note: note || `Erstattung der Bestellung ${order.id}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ orderId: order.id, issue: error.issue, debugId: error.debugId }, 'refund failed at the payment provider');
    if (error.kind === 'already-refunded' && !part) return { id: `refunded-${order.id}`, status: 'COMPLETED', amountCents: capture.amount_cents };
    if (error.kind === 'unavailable' || error.kind === 'in-progress') {
      throw new DomainError(
        'unavailable',
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'Der Zahlungsdienst ist gerade nicht erreichbar. Die Bestellung bleibt unverändert; bitte versuche es gleich noch einmal.',
      );
    }
    if (error.issue === 'REFUND_AMOUNT_EXCEEDED') {
      throw conflict(
        'Ein Teil dieser Zahlung wurde bereits bei PayPal erstattet; der volle Betrag lässt sich nicht mehr erstatten. Bitte den Rest im PayPal-Konto erstatten. Die Bestellung bleibt unverändert.',
        'REFUND_AMOUNT_EXCEEDED',
      );
    }
    throw new DomainError(
      'provider-refused',
      'REFUND_REFUSED',
      `Der Zahlungsdienst hat die Erstattung abgelehnt (${error.issue}). Die Bestellung bleibt unverändert.`,
    );
  }
}

/** Records the provider's answer to a refund: COMPLETED settles the capture, PENDING waits for the provider. */
export async function recordRefund(
  trx: Parameters<typeof repo.lockOrder>[0],
  order: repo.OrderRow,
  capture: CapturePayment,
  refund: ProviderRefund,
  settlesCapture = true,
) {
  await refundsRepo.insertRefund(trx, order, capture, refund);
  // A partial refund (a return of single tickets) leaves the capture paid.
  if (refund.status === 'COMPLETED' && settlesCapture) await refundsRepo.markCaptureRefunded(trx, order.id, capture.provider_ref);
  // Requested: nothing is owed unless the provider later reports the refund FAILED.
  await refundsRepo.setRefundRequired(trx, order.id, false);
}

/** Pays back a payment that bought no tickets (sold out after the hold expired, wrong amount, cancelled). */
export async function refundOwed(ctx: AppContext, orderId: number): Promise<'refunded' | 'pending' | 'not-owed'> {
  const order = await repo.findOrder(ctx.db, { id: orderId });
  if (!order?.refund_required || !REFUNDED_AUTOMATICALLY.includes(order.failure_reason ?? '')) return 'not-owed';
  const capture = await captureToRefund(ctx, order.id);
  if (!capture) return 'not-owed';
  const refund = await refundAtProvider(ctx, order, capture, `Erstattung der Bestellung ${order.id}: es wurden keine Tickets ausgestellt.`);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockOrder(trx, order.id);
    await recordRefund(trx, order, capture, refund);
    // A money event nobody pressed a button for: the audit log names it as the system's.
    await recordAudit(trx, {
      action: refund.status === 'COMPLETED' ? 'refund.confirmed' : 'refund.requested',
      subject: `payment:${refund.id}`,
      orderId: order.id,
      changes: { refund: [null, { ref: refund.id, status: refund.status, cents: refund.amountCents }], reason: order.failure_reason },
    });
  });
  ctx.log.info({ orderId: order.id, refund: refund.id, status: refund.status }, 'payment without tickets refunded automatically');
  return refund.status === 'COMPLETED' ? 'refunded' : 'pending';
}

/**
 * A refund the provider reports FAILED: the payment is owed again, and the order is flagged for the back
 * office (its 'Stornieren' retries the refund under a new request id).
 */
export async function markRefundFailed(ctx: AppContext, order: repo.OrderRow, refundId: string): Promise<boolean> {
  if (!(await refundsRepo.markRefundPaymentFailed(ctx.db, refundId))) return false;
  await refundsRepo.flagRefundFailed(ctx.db, order.id);
  await recordAudit(ctx.db, { action: 'refund.failed', subject: `payment:${refundId}`, orderId: order.id, changes: { refund: ['PENDING', 'FAILED'] } });
  // The buyer paid and waits for money that will not come: staff must hear it now (issue 52 item 5),
  // not when the REFUND_PENDING watch would notice a refund hanging for days.
  const cents = await refundsRepo.refundAmount(ctx.db, refundId);
  // Tickets revoked before the refund completed (single tickets, or a cancel from before issue 52) are not
  // given back here (their places may be sold again): the alert names them for staff to decide.
  const now = await repo.findOrder(ctx.db, { id: order.id });
  const gone = await refundsRepo.ticketsGoneFor(ctx.db, order.id, refundId, now?.status === 'CANCELLED');
  await raiseAlert(ctx.db, {
    kind: 'REFUND_FAILED',
    orderId: order.id,
    dedupeKey: `refund-failed:${refundId}`,
    message: `PayPal hat die Erstattung der Bestellung ${order.id} (${formatCents(cents)}) als fehlgeschlagen gemeldet; das Geld ist nicht zurück. ${
      gone > 0 ? `${formatTicketCount(gone)} dazu bereits gesperrt.` : 'Die Tickets bleiben gültig.'
    } Bitte die Bestellung erneut stornieren, um die Erstattung zu wiederholen.`,
    details: { refund: refundId, amount_cents: cents, tickets_revoked: gone },
  });
  ctx.log.warn({ orderId: order.id, refundId }, 'refund failed at the provider: flagged for the back office');
  return true;
}

/** Part of the sweep: pending refunds are asked about, and payments owed back are refunded (again after an outage). */
export async function settleRefunds(ctx: AppContext): Promise<void> {
  const pending = await refundsRepo.pendingRefunds(ctx.db, 100);
  for (const row of pending) {
    const order = (await repo.findOrder(ctx.db, { id: row.order_id })) as repo.OrderRow;
    try {
      const refund = await (await providerForOrder(ctx, order)).getRefund(row.provider_ref);
      if (refund.status === 'FAILED' || refund.status === 'CANCELLED') await markRefundFailed(ctx, order, refund.id);
      if (refund.status !== 'COMPLETED') continue;
      const capture = await captureToRefund(ctx, order.id);
      const captureId = refund.captureId ?? capture?.provider_ref;
      if (captureId)
        await recordProviderReturn(ctx, order, { kind: 'refund', ref: refund.id, captureId, amountCents: refund.amountCents, currency: order.currency });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      ctx.log.warn({ orderId: order.id, issue: error.issue }, 'pending refund: provider not reachable, asking again on the next sweep');
    }
  }
  const owed = await refundsRepo.ordersOwedRefund(ctx.db, REFUNDED_AUTOMATICALLY, 100);
  for (const { id } of owed) {
    await refundOwed(ctx, id).catch((error) => {
      if (!(error instanceof DomainError)) throw error;
      ctx.log.warn({ orderId: id, code: error.code }, 'automatic refund failed; trying again on the next sweep');
    });
  }
}
