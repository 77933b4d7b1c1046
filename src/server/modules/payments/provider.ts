import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ProviderKind } from './payments.table.js';
import { parseCents } from '../../../shared/domain/money.js';

/** The one interface both payment providers implement (shared/design.md "Payment providers"). */
export interface CreateProviderOrder {
  orderId: number;
  amountCents: number;
  currency: 'EUR';
  /** Sent as PayPal-Request-Id: a retried create returns the same provider order. */
  requestId: string;
  description: string;
  /** The order's language (orders.language): PayPal's pages speak it where PayPal can (paypal-locale.ts). */
  language?: string;
}

export interface ProviderCapture {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
}

export interface ProviderOrder {
  id: string;
  status: string;
  customId: string | null;
  amountCents: number;
  currency: string;
  captures: ProviderCapture[];
}

export interface RefundRequest {
  /** The provider's capture id (orders.capture_id or the capture payment's provider_ref). */
  captureId: string;
  amountCents: number;
  currency: string;
  /** Sent as PayPal-Request-Id: a retried refund never pays back twice. */
  requestId: string;
  note: string;
}

export interface ProviderRefund {
  id: string;
  /** COMPLETED, or PENDING while the provider still processes it. */
  status: string;
  amountCents: number;
}

/** A refund as the provider reports it now (GET), with the capture it pays back. */
export interface ProviderRefundState extends ProviderRefund {
  captureId: string | null;
}

/** A capture as the provider reports it now (GET): COMPLETED, PENDING, DECLINED, REFUNDED, PARTIALLY_REFUNDED, FAILED. */
export interface ProviderCaptureState extends ProviderCapture {
  providerOrderId: string | null;
  /** PayPal's status_details.reason: CHARGEBACK on a REFUNDED capture is a chargeback (there is no REVERSED status). */
  reason?: string | null;
}

/** A buyer's dispute as the provider reports it now (PayPal Disputes v1 GET /v1/customer/disputes/{id}). */
export interface ProviderDispute {
  id: string;
  /** The captures it is about (disputed_transactions[].seller_transaction_id). */
  captureIds: string[];
  status: string;
  reason: string;
  stage: string;
  outcome: string | null;
  amountCents: number;
  currency: string;
}

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  event: Record<string, unknown>;
  /** The body exactly as received: the provider's signature covers these bytes, not a re-serialised copy. */
  rawBody: string;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createOrder(request: CreateProviderOrder): Promise<{ id: string }>;
  /**
   * Only a provider that keeps its orders in the shop's own database (the test provider): creates the order
   * inside the caller's transaction, so the shop's hold and the provider's order share one commit.
   */
  createOrderIn?(db: Db | Transaction<Database>, request: CreateProviderOrder): Promise<{ id: string }>;
  /**
   * Only with createOrderIn: the id createOrderIn will give the order of this request id, known before the
   * shop's order exists, so the hold statement writes it in its own insert and no update of the order's row
   * has to wait for the quota rows' locks.
   */
  plannedOrderId?(requestId: string): string;
  /** Captures an approved order; the same request id on a retry never captures twice. */
  captureOrder(providerOrderId: string, requestId: string): Promise<ProviderOrder>;
  /** Only the test provider, like createOrderIn: captures inside the caller's transaction, so the shop settles in the same commit. */
  captureOrderIn?(db: Db | Transaction<Database>, providerOrderId: string, requestId: string): Promise<ProviderOrder>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** Pays a capture back (in full, here); the same request id on a retry refunds once. */
  refundCapture(request: RefundRequest): Promise<ProviderRefund>;
  getRefund(refundId: string): Promise<ProviderRefundState>;
  getCapture(captureId: string): Promise<ProviderCaptureState>;
  getDispute(disputeId: string): Promise<ProviderDispute>;
  verifyWebhook(delivery: WebhookDelivery): Promise<boolean>;
  /** Whether the provider knows this webhook id (a live universe must have one). */
  webhookExists(webhookId: string): Promise<boolean>;
  /** Proves the credentials work (PayPal: an OAuth token); throws a ProviderError when not. */
  checkConnection(): Promise<void>;
}

/**
 * unavailable: network, timeout or 5xx — the outcome is unknown, retrying with the same request id is safe.
 * rejected: the provider said no (not approved, declined). already-captured: 422 ORDER_ALREADY_CAPTURED.
 * already-refunded: 422 CAPTURE_FULLY_REFUNDED (a refund under another request id took it all back).
 * in-progress: 409, a request with this PayPal-Request-Id is still being processed; reading shows its outcome.
 */
export type ProviderErrorKind = 'unavailable' | 'rejected' | 'already-captured' | 'already-refunded' | 'not-found' | 'in-progress';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    readonly issue: string,
    message: string,
    readonly debugId?: string,
  ) {
    super(message);
  }
}

/** A provider's amount ('12.50') in cents, by the shop's one money rule; NaN when it is no plain amount. */
export function eurosToCentsStrict(value: string | undefined): number {
  return parseCents(value) ?? Number.NaN;
}

export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
