import { describeDispute } from '../../../../shared/domain/dispute.js';
import { formatCents } from '../../../../shared/domain/format.js';
import type { AppContext } from '../../../http/context.js';
import { raiseAlert } from '../../alerts/index.js';
import { recordAudit } from '../../audit/index.js';
import { type PaymentProvider, ProviderError, type ProviderDispute } from '../../payments/index.js';
import * as disputesRepo from './disputes.repository.js';
import * as orders from '../orders.repository.js';
import { WebhookUnconfirmed } from './webhook-unconfirmed.js';

async function readDispute(provider: PaymentProvider, disputeId: string): Promise<ProviderDispute | undefined> {
  try {
    return await provider.getDispute(disputeId);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'not-found') return undefined;
    throw error;
  }
}

/**
 * CUSTOMER.DISPUTE.CREATED / UPDATED / RESOLVED: the dispute as PayPal reports it now (the event's content
 * is not trusted) is kept beside the order, where staff see it, and each new state raises an alert. A
 * dispute moves no money by itself: if PayPal takes the payment back, PAYMENT.CAPTURE.REVERSED follows.
 */
export async function disputeChanged(ctx: AppContext, disputeId: string | undefined, provider: PaymentProvider): Promise<string> {
  if (!disputeId) return 'ignored';
  const dispute = await readDispute(provider, disputeId);
  // Not stored: PayPal delivers again, and the dispute is recorded once PayPal knows it.
  if (!dispute) throw new WebhookUnconfirmed(`dispute ${disputeId}`);
  let order: orders.OrderRow | undefined;
  for (const captureId of dispute.captureIds) order ??= await orders.findOrderByCapture(ctx.db, captureId);
  const now = ctx.now();
  const row = {
    order_id: order?.id ?? null,
    capture_id: dispute.captureIds[0] ?? null,
    status: dispute.status,
    reason: dispute.reason,
    stage: dispute.stage,
    outcome: dispute.outcome,
    amount_cents: Number.isFinite(dispute.amountCents) ? dispute.amountCents : 0,
    currency: dispute.currency,
    updated_at: now,
  };
  const before = await disputesRepo.findDispute(ctx.db, dispute.id);
  await ctx.db.transaction().execute(async (trx) => {
    await disputesRepo.upsertDispute(trx, dispute.id, row, now);
    const changed = !before || before.status !== row.status || before.stage !== row.stage || before.outcome !== row.outcome;
    if (!changed) return;
    await recordAudit(trx, {
      action: 'payment.dispute',
      subject: `dispute:${dispute.id}`,
      orderId: order?.id ?? null,
      changes: { status: [before?.status ?? null, row.status], stage: [before?.stage ?? null, row.stage], outcome: [before?.outcome ?? null, row.outcome] },
    });
    const subject = order ? `Bestellung ${order.id}` : `Zahlung ${row.capture_id ?? 'unbekannt'}`;
    await raiseAlert(trx, {
      kind: 'DISPUTE',
      orderId: order?.id ?? null,
      dedupeKey: `dispute:${dispute.id}:${row.status}:${row.stage}`,
      message: `PayPal-Konfliktfall ${dispute.id} zu ${subject} (${formatCents(row.amount_cents)}): ${describeDispute(row)}.`,
      details: { dispute_id: dispute.id, ...row, updated_at: undefined },
    });
  });
  return order ? `dispute:${row.status}` : 'unknown-order';
}
