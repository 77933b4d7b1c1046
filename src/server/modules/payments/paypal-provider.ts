import {
  type CreateProviderOrder,
  centsToAmount,
  eurosToCentsStrict,
  type PaymentProvider,
  ProviderError,
  type ProviderOrder,
  type ProviderCaptureState,
  type ProviderDispute,
  type ProviderRefund,
  type ProviderRefundState,
  type RefundRequest,
  type WebhookDelivery,
} from './provider.js';
import { paypalLocale } from './paypal-locale.js';

export interface PayPalCredentials {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  timeoutMs: number;
  /** Aborted when the server stops: a call PayPal leaves hanging must not hold the stop past its 10 s. */
  stopSignal?: AbortSignal;
}

interface PayPalAmount {
  currency_code?: string;
  value?: string;
}
interface PayPalOrderBody {
  id?: string;
  status?: string;
  purchase_units?: Array<{
    custom_id?: string;
    amount?: PayPalAmount;
    payments?: { captures?: Array<{ id: string; status: string; amount?: PayPalAmount; custom_id?: string }> };
  }>;
}

export function parsePayPalOrder(body: PayPalOrderBody): ProviderOrder {
  const unit = body.purchase_units?.[0];
  const captures = (unit?.payments?.captures ?? []).map((capture) => ({
    id: capture.id,
    status: capture.status,
    amountCents: eurosToCentsStrict(capture.amount?.value),
    currency: capture.amount?.currency_code ?? '',
  }));
  return {
    id: body.id ?? '',
    status: body.status ?? '',
    customId: unit?.custom_id ?? unit?.payments?.captures?.[0]?.custom_id ?? null,
    amountCents: eurosToCentsStrict(unit?.amount?.value ?? unit?.payments?.captures?.[0]?.amount?.value),
    currency: unit?.amount?.currency_code ?? unit?.payments?.captures?.[0]?.amount?.currency_code ?? '',
    captures,
  };
}

interface PayPalDisputeBody {
  dispute_id?: string;
  disputed_transactions?: Array<{ seller_transaction_id?: string }>;
  status?: string;
  reason?: string;
  dispute_life_cycle_stage?: string;
  dispute_outcome?: { outcome_code?: string };
  dispute_amount?: PayPalAmount;
}

/** A dispute as PayPal's Disputes v1 API and its CUSTOMER.DISPUTE.* events describe it. */
export function parsePayPalDispute(body: PayPalDisputeBody): ProviderDispute {
  return {
    id: body.dispute_id ?? '',
    captureIds: (body.disputed_transactions ?? []).map((t) => t.seller_transaction_id).filter((id): id is string => Boolean(id)),
    status: body.status ?? '',
    reason: body.reason ?? '',
    stage: body.dispute_life_cycle_stage ?? '',
    outcome: body.dispute_outcome?.outcome_code ?? null,
    amountCents: eurosToCentsStrict(body.dispute_amount?.value),
    currency: body.dispute_amount?.currency_code ?? '',
  };
}

interface CallInit {
  method: string;
  body?: unknown;
  /** Sent as it is (the webhook verification must carry the event's received bytes). */
  rawBody?: string;
  requestId?: string;
  auth?: string;
}

interface PayPalLink {
  rel?: string;
  href?: string;
}

/** The capture a refund belongs to: PayPal names it only in the refund's "up" link. */
export function captureIdOfRefund(links: PayPalLink[] | undefined): string | null {
  const up = links?.find((link) => link.rel === 'up')?.href;
  return up ? (/\/captures\/([^/?]+)/.exec(up)?.[1] ?? null) : null;
}

const header = (headers: WebhookDelivery['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** PayPal Orders v2 over REST, with OAuth client credentials; the secret never leaves the server. */
export class PayPalProvider implements PaymentProvider {
  readonly kind = 'paypal' as const;
  private token?: { value: string; expiresAt: number };

  constructor(private readonly credentials: PayPalCredentials) {}

  private deadline(): AbortSignal {
    const timeout = AbortSignal.timeout(this.credentials.timeoutMs);
    return this.credentials.stopSignal ? AbortSignal.any([timeout, this.credentials.stopSignal]) : timeout;
  }

  private async call(path: string, init: CallInit) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.requestId) headers['PayPal-Request-Id'] = init.requestId;
    headers.Prefer = 'return=representation';
    headers.Authorization = init.auth ?? `Bearer ${await this.accessToken()}`;
    let response: Response;
    try {
      response = await fetch(`${this.credentials.apiBase}${path}`, {
        method: init.method,
        headers,
        body,
        signal: this.deadline(),
      });
    } catch (error) {
      // A stop's abort reads as a timeout: the request may have reached PayPal, so its outcome is unknown.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError('unavailable', timedOut ? 'TIMEOUT' : 'NETWORK', 'Der Zahlungsdienst antwortet nicht.');
    }
    const text = await response.text();
    let data: Record<string, unknown> = {};
    try {
      data = text ? JSON.parse(text) : {};
    } catch {
      data = {};
    }
    return { status: response.status, data, debugId: (data.debug_id as string | undefined) ?? response.headers.get('paypal-debug-id') ?? undefined };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.credentials.apiBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: 'grant_type=client_credentials',
        signal: this.deadline(),
      });
    } catch {
      throw new ProviderError('unavailable', 'NETWORK', 'Der Zahlungsdienst antwortet nicht.');
    }
    if (!response.ok) {
      const kind = response.status >= 500 ? 'unavailable' : 'rejected';
      throw new ProviderError(kind, 'AUTHENTICATION_FAILURE', 'Die Anmeldung beim Zahlungsdienst ist fehlgeschlagen.');
    }
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  /** Calls once more with a fresh token when PayPal says the cached one expired. */
  private async authorized(path: string, init: CallInit) {
    const first = await this.call(path, init);
    if (first.status !== 401) return first;
    this.token = undefined;
    return this.call(path, init);
  }

  private fail(result: { status: number; data: Record<string, unknown>; debugId?: string }): never {
    const details = result.data.details as Array<{ issue?: string }> | undefined;
    const issue = details?.[0]?.issue ?? (result.data.name as string | undefined) ?? `HTTP_${result.status}`;
    // 409: a request with this PayPal-Request-Id is still being processed; its outcome is unknown yet.
    if (result.status === 409) throw new ProviderError('in-progress', issue, 'Der Zahlungsdienst verarbeitet diese Anfrage noch.', result.debugId);
    if (result.status >= 500 || result.status === 429) {
      throw new ProviderError('unavailable', issue, 'Der Zahlungsdienst ist gerade nicht erreichbar.', result.debugId);
    }
    if (issue === 'ORDER_ALREADY_CAPTURED') {
      throw new ProviderError('already-captured', issue, 'Die Zahlung wurde bereits abgeschlossen.', result.debugId);
    }
    if (issue === 'CAPTURE_FULLY_REFUNDED') {
      throw new ProviderError('already-refunded', issue, 'Die Zahlung wurde bereits erstattet.', result.debugId);
    }
    if (result.status === 404) throw new ProviderError('not-found', issue, 'Die Zahlung ist beim Zahlungsdienst unbekannt.', result.debugId);
    throw new ProviderError('rejected', issue, 'Der Zahlungsdienst hat die Zahlung abgelehnt.', result.debugId);
  }

  async createOrder(request: CreateProviderOrder): Promise<{ id: string }> {
    const result = await this.authorized('/v2/checkout/orders', {
      method: 'POST',
      requestId: request.requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: String(request.orderId),
            custom_id: String(request.orderId),
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency, value: centsToAmount(request.amountCents) },
          },
        ],
        payment_source: {
          paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'CONTINUE', locale: paypalLocale(request.language) } },
        },
      },
    });
    if (result.status !== 200 && result.status !== 201) this.fail(result);
    const id = result.data.id;
    if (typeof id !== 'string' || !id) throw new ProviderError('unavailable', 'INVALID_RESPONSE', 'Der Zahlungsdienst hat unvollständig geantwortet.');
    return { id };
  }

  async captureOrder(providerOrderId: string, requestId: string): Promise<ProviderOrder> {
    const result = await this.authorized(`/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`, {
      method: 'POST',
      requestId,
      body: {},
    });
    if (result.status !== 200 && result.status !== 201) this.fail(result);
    return parsePayPalOrder(result.data as PayPalOrderBody);
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const result = await this.authorized(`/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`, { method: 'GET' });
    if (result.status !== 200) this.fail(result);
    return parsePayPalOrder(result.data as PayPalOrderBody);
  }

  /** Signs in afresh with the credentials (dashboard status, activating a universe); throws a ProviderError when that fails. */
  async checkConnection(): Promise<void> {
    this.token = undefined;
    await this.accessToken();
  }

  /** Payments v2 refund of a capture: the full amount, with a note to the payer. */
  async refundCapture(request: RefundRequest): Promise<ProviderRefund> {
    const result = await this.authorized(`/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`, {
      method: 'POST',
      requestId: request.requestId,
      body: {
        amount: { currency_code: request.currency, value: centsToAmount(request.amountCents) },
        note_to_payer: request.note.slice(0, 255),
      },
    });
    if (result.status !== 200 && result.status !== 201) this.fail(result);
    const amount = result.data.amount as PayPalAmount | undefined;
    return {
      id: String(result.data.id ?? ''),
      status: String(result.data.status ?? ''),
      amountCents: amount?.value ? eurosToCentsStrict(amount.value) : request.amountCents,
    };
  }

  async getRefund(refundId: string): Promise<ProviderRefundState> {
    const result = await this.authorized(`/v2/payments/refunds/${encodeURIComponent(refundId)}`, { method: 'GET' });
    if (result.status !== 200) this.fail(result);
    const amount = result.data.amount as PayPalAmount | undefined;
    return {
      id: String(result.data.id ?? refundId),
      status: String(result.data.status ?? ''),
      amountCents: eurosToCentsStrict(amount?.value),
      captureId: captureIdOfRefund(result.data.links as PayPalLink[] | undefined),
    };
  }

  async getCapture(captureId: string): Promise<ProviderCaptureState> {
    const result = await this.authorized(`/v2/payments/captures/${encodeURIComponent(captureId)}`, { method: 'GET' });
    if (result.status !== 200) this.fail(result);
    const amount = result.data.amount as PayPalAmount | undefined;
    const related = result.data.supplementary_data as { related_ids?: { order_id?: string } } | undefined;
    const details = result.data.status_details as { reason?: string } | undefined;
    return {
      id: String(result.data.id ?? captureId),
      status: String(result.data.status ?? ''),
      reason: details?.reason ?? null,
      amountCents: eurosToCentsStrict(amount?.value),
      currency: amount?.currency_code ?? '',
      providerOrderId: related?.related_ids?.order_id ?? null,
    };
  }

  async getDispute(disputeId: string): Promise<ProviderDispute> {
    const result = await this.authorized(`/v1/customer/disputes/${encodeURIComponent(disputeId)}`, { method: 'GET' });
    if (result.status !== 200) this.fail(result);
    return parsePayPalDispute(result.data as PayPalDisputeBody);
  }

  async webhookExists(webhookId: string): Promise<boolean> {
    const result = await this.authorized(`/v1/notifications/webhooks/${encodeURIComponent(webhookId)}`, { method: 'GET' });
    if (result.status === 200) return result.data.id === webhookId;
    if (result.status === 404 || (result.status === 400 && result.data.name === 'INVALID_RESOURCE_ID')) return false;
    this.fail(result);
  }

  /**
   * PayPal's own verification call: the signature, certificate and our webhook id are checked there. The
   * event goes back exactly as received: PayPal signs the bytes it sent, and a re-serialised copy (other
   * spacing, number formats or escapes) fails the check.
   */
  async verifyWebhook(delivery: WebhookDelivery): Promise<boolean> {
    const { headers, rawBody } = delivery;
    const fields = {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
    };
    if (!this.credentials.webhookId || Object.values(fields).some((value) => !value)) return false;
    const envelope = JSON.stringify({ ...fields, webhook_id: this.credentials.webhookId });
    const result = await this.authorized('/v1/notifications/verify-webhook-signature', {
      method: 'POST',
      rawBody: `${envelope.slice(0, -1)},"webhook_event":${rawBody.trim()}}`,
    });
    if (result.status >= 500) this.fail(result);
    return result.status === 200 && result.data.verification_status === 'SUCCESS';
  }
}
