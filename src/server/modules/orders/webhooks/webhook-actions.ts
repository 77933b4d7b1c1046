import { confirmReversal } from '../../../../shared/domain/chargeback.js';
import type { AppContext } from '../../../http/context.js';
import { DomainError } from '../../../domain-errors.js';
import { captureIdOfRefund, eurosToCentsStrict, type PaymentProvider, ProviderError } from '../../payments/index.js';
import { disputeChanged } from './disputes.js';
import { settle } from '../capture/fulfil.js';
import { WebhookUnconfirmed } from './webhook-unconfirmed.js';
import * as orders from '../orders.repository.js';
import { recordProviderReturn } from '../refunds/provider-returns.js';
import { markRefundFailed } from '../refunds/refunds.js';

export interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    order_id?: string;
    dispute_id?: string;
    amount?: { value?: string };
    links?: Array<{ rel?: string; href?: string }>;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

export function providerOrderIdOf(event: PayPalEvent): string | undefined {
  const related = event.resource?.supplementary_data?.related_ids?.order_id;
  if (related) return related;
  if (event.event_type?.startsWith('CHECKOUT.')) return event.resource?.order_id ?? event.resource?.id;
  return undefined;
}

const DEFINITE_FAILURES = ['DENIED', 'DECLINED', 'FAILED', 'VOIDED'];

/** Reads the provider's state of a refund or capture; unknown there means the event is not confirmed. */
async function confirmed<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'not-found') return undefined;
    throw error;
  }
}

/** PAYMENT.CAPTURE.REFUNDED: a refund (ours, or made in PayPal's dashboard) as PayPal reports it now. */
async function refunded(ctx: AppContext, event: PayPalEvent, provider: PaymentProvider): Promise<string> {
  const refundId = event.resource?.id;
  if (!refundId) return 'ignored';
  const refund = await confirmed(() => provider.getRefund(refundId));
  if (!refund) throw new WebhookUnconfirmed(`refund ${refundId}`);
  const captureId = refund.captureId ?? captureIdOfRefund(event.resource?.links);
  const order = captureId ? await orders.findOrderByCapture(ctx.db, captureId) : undefined;
  if (!order || !captureId) return 'unknown-order';
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED') return (await markRefundFailed(ctx, order, refund.id)) ? 'refund-failed' : 'no-change';
  if (refund.status !== 'COMPLETED') return `no-change:${refund.status}`;
  return recordProviderReturn(ctx, order, { kind: 'refund', ref: refund.id, captureId, amountCents: refund.amountCents, currency: order.currency });
}

/**
 * PAYMENT.CAPTURE.REVERSED: a chargeback or reversal; PayPal took the money back. The resource is a refund
 * object with the reversal's own id; the capture appears only in its "up" link. PayPal confirms it as it
 * documents: the refund read by its id points up to our capture, or the capture reads REFUNDED /
 * PARTIALLY_REFUNDED with reason CHARGEBACK (its status has no REVERSED).
 */
async function reversed(ctx: AppContext, event: PayPalEvent, provider: PaymentProvider): Promise<string> {
  const reversalId = event.resource?.id;
  const named = captureIdOfRefund(event.resource?.links);
  if (!reversalId || !named) return 'ignored';
  const refund = await confirmed(() => provider.getRefund(reversalId));
  const captureId = refund?.captureId ?? named;
  const order = await orders.findOrderByCapture(ctx.db, captureId);
  if (!order) return 'unknown-order';
  const capture = await confirmed(() => provider.getCapture(captureId));
  const eventAmountCents = eurosToCentsStrict(event.resource?.amount?.value);
  const verdict = confirmReversal({ captureId, refund, capture, eventAmountCents: Number.isNaN(eventAmountCents) ? undefined : eventAmountCents });
  if (!verdict.confirmed) throw new WebhookUnconfirmed(`reversal ${reversalId}`);
  return recordProviderReturn(ctx, order, {
    kind: 'reversal',
    ref: reversalId,
    captureId,
    amountCents: verdict.amountCents,
    currency: capture?.currency || order.currency,
  });
}

/** Events about a checkout order (approved, approval reversed, capture completed, pending or denied). */
async function orderEvent(ctx: AppContext, event: PayPalEvent, provider: PaymentProvider): Promise<string> {
  const providerOrderId = providerOrderIdOf(event);
  if (!providerOrderId) return 'ignored';
  const order = await orders.findOrder(ctx.db, { providerOrderId });
  if (!order) return 'unknown-order';
  if (order.status === 'CAPTURED') return 'already-captured';
  // An approval means money may move soon: PayPal is asked before this hold may be released.
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') await orders.markApproved(ctx.db, order.id, ctx.now());
  const current = await provider.getOrder(providerOrderId);
  if (current.captures.some((capture) => capture.status === 'COMPLETED')) {
    try {
      await settle(ctx, order, current);
      return 'settled';
    } catch (error) {
      if (error instanceof DomainError && error.code === 'REFUND_REQUIRED') return 'refund';
      throw error;
    }
  }
  // Closed here (failed, cancelled): PayPal gets its 200 and stops redelivering.
  if (order.status === 'FAILED' || order.status === 'CANCELLED') return 'closed';
  if (current.captures.some((capture) => capture.status === 'PENDING')) return 'pending';
  if (current.captures.length && current.captures.every((capture) => DEFINITE_FAILURES.includes(capture.status))) {
    await orders.failUnpaid(ctx.db, order.id, 'PAYMENT_DENIED');
    return 'denied';
  }
  if (current.status === 'VOIDED' || event.event_type === 'CHECKOUT.PAYMENT-APPROVAL.REVERSED') {
    await orders.failUnpaid(ctx.db, order.id, 'APPROVAL_REVERSED');
    return 'approval-reversed';
  }
  // The buyer approved at PayPal; only "Zahlungspflichtig bestellen" (orders/capture.php) moves money (§ 312j BGB).
  if (current.status === 'APPROVED') return 'approved';
  return `no-change:${current.status}`;
}

export async function act(ctx: AppContext, event: PayPalEvent, provider: PaymentProvider): Promise<string> {
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') return refunded(ctx, event, provider);
  if (event.event_type === 'PAYMENT.CAPTURE.REVERSED') return reversed(ctx, event, provider);
  if (event.event_type?.startsWith('CUSTOMER.DISPUTE.')) return disputeChanged(ctx, event.resource?.dispute_id, provider);
  return orderEvent(ctx, event, provider);
}
