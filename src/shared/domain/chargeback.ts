/**
 * PayPal's capture status has no REVERSED (Payments v2 `capture_status`): a chargeback reads REFUNDED, or
 * PARTIALLY_REFUNDED when part of the money is taken back, with `status_details.reason` CHARGEBACK.
 */
export function isChargedBack(capture: { status: string; reason?: string | null }): boolean {
  return (capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED') && capture.reason === 'CHARGEBACK';
}

/** What PayPal says now about a PAYMENT.CAPTURE.REVERSED event (its content alone is never trusted). */
export interface ReversalEvidence {
  /** The capture the event names in its resource's `up` link. */
  captureId: string;
  /** The amount the event's resource names; used only when PayPal confirms the chargeback on the capture. */
  eventAmountCents?: number;
  /** GET /v2/payments/refunds/{resource id}; absent when PayPal does not know that id (yet). */
  refund?: { status: string; captureId: string | null; amountCents: number };
  /** GET /v2/payments/captures/{captureId}; absent when PayPal does not know it. */
  capture?: { status: string; reason?: string | null; amountCents: number };
}

export type ReversalVerdict = { confirmed: true; amountCents: number } | { confirmed: false };

const plausible = (cents: number | undefined, max: number): cents is number => cents !== undefined && Number.isInteger(cents) && cents > 0 && cents <= max;

/**
 * A reversal is confirmed when PayPal knows its refund-shaped resource as COMPLETED and pointing up to this
 * capture, or when the capture itself reads charged back. The amount is the refund's; failing that, the
 * event's (bounded by the capture), or the whole capture.
 */
export function confirmReversal(evidence: ReversalEvidence): ReversalVerdict {
  const { refund, capture } = evidence;
  if (refund && refund.status === 'COMPLETED' && refund.captureId === evidence.captureId && refund.amountCents > 0) {
    return { confirmed: true, amountCents: refund.amountCents };
  }
  if (capture && isChargedBack(capture)) {
    return { confirmed: true, amountCents: plausible(evidence.eventAmountCents, capture.amountCents) ? evidence.eventAmountCents : capture.amountCents };
  }
  return { confirmed: false };
}
