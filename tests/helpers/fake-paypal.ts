import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Amount = { currency_code: string; value: string };

interface FakeCapture {
  id: string;
  /** Payments v2 `capture_status`: there is no REVERSED (a chargeback reads REFUNDED with reason CHARGEBACK). */
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'FAILED';
  /** `status_details.reason`: PENDING_REVIEW, CHARGEBACK, … */
  reason?: string;
  amount: Amount;
}

interface FakeOrder {
  id: string;
  /** PAYER_ACTION_REQUIRED: the instrument was declined; the buyer must approve again (actions.restart()). */
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED' | 'VOIDED';
  amount: Amount;
  customId: string;
  captures: FakeCapture[];
  /** Kept for the older tests: the first capture's id. */
  captureId?: string;
}

interface FakeRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  value: string;
}

export interface FakeDispute {
  dispute_id: string;
  captureId: string;
  reason: string;
  status: 'OPEN' | 'WAITING_FOR_BUYER_RESPONSE' | 'WAITING_FOR_SELLER_RESPONSE' | 'UNDER_REVIEW' | 'RESOLVED';
  stage: 'INQUIRY' | 'CHARGEBACK' | 'PRE_ARBITRATION' | 'ARBITRATION';
  value: string;
  outcome?: 'RESOLVED_BUYER_FAVOUR' | 'RESOLVED_SELLER_FAVOUR' | 'RESOLVED_WITH_PAYOUT' | 'CANCELED_BY_BUYER' | 'DENIED';
}

export interface CaptureFault {
  /** Answer with this status instead (e.g. 500, 429). */
  status?: number;
  /** Capture, but answer only after this many ms (the caller times out, the money moved). */
  delayMs?: number;
  /** Capture a different amount than ordered. */
  capturedValue?: string;
  /** Capture in a different currency than ordered (the same value). */
  capturedCurrency?: string;
  /** Runs once the money has moved, before PayPal answers (a test kills the shop's process here). */
  afterCapture?: () => void;
  /** 422 INSTRUMENT_DECLINED: the order needs the buyer again (PAYER_ACTION_REQUIRED). */
  declineInstrument?: boolean;
  /** The capture is made with this status (PENDING: eCheck or review; DECLINED: the processor said no). */
  captureStatus?: FakeCapture['status'];
  /** PayPal is still processing the request this long; another request with its id meanwhile fails. */
  processingMs?: number;
}

interface Answer {
  status: number;
  data: unknown;
}

/** The envelope every PayPal webhook event has (Webhooks v1 event object). */
function envelope<R extends object>(id: string, eventType: string, resourceType: string, summary: string, resource: R) {
  return {
    id,
    create_time: '2026-11-21T10:00:00.000Z',
    resource_type: resourceType,
    event_version: '1.0',
    event_type: eventType,
    summary,
    resource_version: '2.0',
    resource,
    links: [{ href: `https://api.sandbox.paypal.com/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
  };
}

/** The error `name` PayPal's documents give each status (error_404, error_409, … in the OpenAPI files). */
const ERROR_NAMES: Record<number, string> = {
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMIT_REACHED',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
const errorName = (status: number) => ERROR_NAMES[status] ?? 'INTERNAL_SERVER_ERROR';

const fullSignature = (raw: string) => `sig-${createHash('sha256').update(raw).digest('hex')}`;

/**
 * PayPal's REST API as far as the shop uses it, learnt from PayPal's documentation: OAuth (tokens expire),
 * Orders v2 create/capture/get, Payments v2 refunds and captures, webhook lookup and signature
 * verification. PayPal-Request-Id: a repeated id gets the first answer again, failures included; a second
 * request with an id still being processed fails (409). The edge of the world for the PayPal tests.
 */
export async function startFakePayPal(credentials = { clientId: 'client-id', secret: 'secret', webhookId: 'WH-1' }) {
  const orders = new Map<string, FakeOrder>();
  /** Answers by "route + PayPal-Request-Id": PayPal replays them, failures included. */
  const answered = new Map<string, Answer>();
  const inFlight = new Set<string>();
  const refundsById = new Map<string, FakeRefund>();
  /** Refunds by capture id (the older tests look here). */
  const refunds = new Map<string, { id: string; requestId?: string; value: string }>();
  /** Every request, with the answer it got (status and body), for the contract test. */
  const log: Array<{ method: string; path: string; requestId?: string; body?: unknown; raw?: string; status?: number; answer?: unknown }> = [];
  const webhooks = new Set<string>([credentials.webhookId]);
  const disputes = new Map<string, FakeDispute>();
  const state = {
    captureCalls: 0,
    captureFault: undefined as CaptureFault | undefined,
    createFault: undefined as CaptureFault | undefined,
    readFault: undefined as CaptureFault | undefined,
    /** The status new refunds get: PENDING when the payer's funding needs time. */
    refundStatus: 'COMPLETED' as FakeRefund['status'],
    /** Refund calls answer 503 (nothing happens). */
    refundOutage: false,
    tokenCalls: 0,
    /** A realistic delay on every answer, drawn between these ms (benchmarks: PayPal is ~150–300 ms away). */
    latencyMs: undefined as [number, number] | undefined,
    /** Tokens below this number have expired (PayPal answers 401 with invalid_token). */
    oldestValidToken: 0,
    nextId: 1,
  };

  const captureStatus = (capture: FakeCapture) => ({ status: capture.status, ...(capture.reason ? { status_details: { reason: capture.reason } } : {}) });
  const captureBody = (order: FakeOrder, capture: FakeCapture) => ({
    id: capture.id,
    ...captureStatus(capture),
    amount: capture.amount,
    custom_id: order.customId,
    supplementary_data: { related_ids: { order_id: order.id } },
  });
  const orderBody = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        reference_id: order.customId,
        custom_id: order.customId,
        amount: order.amount,
        ...(order.captures.length
          ? {
              payments: {
                captures: order.captures.map((capture) => ({ id: capture.id, ...captureStatus(capture), amount: capture.amount, custom_id: order.customId })),
              },
            }
          : {}),
      },
    ],
  });
  const refundBody = (refund: FakeRefund) => ({
    id: refund.id,
    status: refund.status,
    amount: { currency_code: 'EUR', value: refund.value },
    links: [
      { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `https://api.sandbox.paypal.com/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  });
  const disputeBody = (dispute: FakeDispute) => {
    const found = findCapture(dispute.captureId);
    const amount = { currency_code: 'EUR', value: dispute.value };
    return {
      dispute_id: dispute.dispute_id,
      create_time: '2026-11-20T10:00:00.000Z',
      update_time: '2026-11-21T10:00:00.000Z',
      disputed_transactions: [
        {
          seller_transaction_id: dispute.captureId,
          create_time: '2026-11-19T10:00:00.000Z',
          transaction_status: 'COMPLETED',
          gross_amount: found?.capture.amount ?? amount,
          custom: found?.order.customId,
          seller: { merchant_id: 'MERCHANT1' },
        },
      ],
      reason: dispute.reason,
      status: dispute.status,
      dispute_amount: amount,
      ...(dispute.outcome ? { dispute_outcome: { outcome_code: dispute.outcome, amount_refunded: amount } } : {}),
      dispute_life_cycle_stage: dispute.stage,
      dispute_channel: 'INTERNAL',
      links: [{ href: `https://api.sandbox.paypal.com/v1/customer/disputes/${dispute.dispute_id}`, rel: 'self', method: 'GET' }],
    };
  };
  const findCapture = (id: string) => {
    for (const order of orders.values()) {
      const capture = order.captures.find((c) => c.id === id);
      if (capture) return { order, capture };
    }
    return undefined;
  };
  const cents = (value: string) => Math.round(Number(value) * 100);
  const centsToValue = (amount: number) => (amount / 100).toFixed(2);
  const refundedCents = (captureId: string) =>
    [...refundsById.values()]
      .filter((r) => r.captureId === captureId && r.status !== 'FAILED' && r.status !== 'CANCELLED')
      .reduce((sum, r) => sum + cents(r.value), 0);

  function doCapture(order: FakeOrder, fault?: CaptureFault) {
    order.status = 'COMPLETED';
    const capture: FakeCapture = {
      id: `CAP-${order.id}${order.captures.length ? `-${order.captures.length + 1}` : ''}`,
      status: fault?.captureStatus ?? 'COMPLETED',
      amount: { currency_code: fault?.capturedCurrency ?? order.amount.currency_code, value: fault?.capturedValue ?? order.amount.value },
    };
    order.captures.push(capture);
    order.captureId ??= capture.id;
    return orderBody(order);
  }

  function makeRefund(capture: FakeCapture, value: string, status = state.refundStatus): FakeRefund {
    const refund: FakeRefund = { id: `REF-${capture.id.slice(4)}${refundsById.size ? `-${refundsById.size + 1}` : ''}`, captureId: capture.id, status, value };
    refundsById.set(refund.id, refund);
    const total = refundedCents(capture.id);
    if (status === 'COMPLETED') capture.status = total >= cents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return refund;
  }

  /** Routes whose answer PayPal keeps per request id. */
  function idempotent(key: string | undefined, handle: () => Answer, fault?: CaptureFault): Answer & { delay: number } {
    const delay = fault?.delayMs ?? fault?.processingMs ?? 0;
    if (!key) return { ...handle(), delay };
    if (inFlight.has(key)) return { status: 409, data: { name: 'RESOURCE_CONFLICT', details: [{ issue: 'DUPLICATE_REQUEST_ID' }] }, delay: 0 };
    const known = answered.get(key);
    if (known) return { ...known, delay: 0 };
    const answer = handle();
    // Outages and rate limits are not stored: the same id may be retried (PayPal's idempotency guide).
    if (answer.status < 500 && answer.status !== 429) answered.set(key, answer);
    if (fault?.processingMs) {
      inFlight.add(key);
      setTimeout(() => inFlight.delete(key), fault.processingMs);
    }
    return { ...answer, delay };
  }

  function route(
    method: string,
    path: string,
    requestId: string | undefined,
    // biome-ignore lint/suspicious/noExplicitAny: the fake reads whatever JSON the shop sent, as PayPal does
    body: any,
    raw: string,
    authorization: string | undefined,
  ): Answer & { delay?: number } {
    if (path === '/v1/oauth2/token') {
      state.tokenCalls++;
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.secret}`).toString('base64')}`;
      if (authorization !== expected) return { status: 401, data: { error: 'invalid_client' } };
      return { status: 200, data: { access_token: `token-${state.tokenCalls}`, token_type: 'Bearer', expires_in: 32400 } };
    }
    const token = /^Bearer token-(\d+)$/.exec(authorization ?? '');
    if (!token) return { status: 401, data: { name: 'AUTHENTICATION_FAILURE' } };
    if (Number(token[1]) < state.oldestValidToken)
      return { status: 401, data: { error: 'invalid_token', error_description: 'Token signature verification failed' } };

    if (path === '/v2/checkout/orders' && method === 'POST') {
      const fault = state.createFault;
      if (fault?.delayMs) return { status: 500, data: { name: errorName(500), debug_id: 'dbg-500' }, delay: fault.delayMs };
      return idempotent(requestId && `create:${requestId}`, () => {
        // Only a 422 names an issue: PayPal's 5xx errors carry no details.
        if (fault?.status)
          return {
            status: fault.status,
            data: {
              name: errorName(fault.status),
              debug_id: `dbg-${fault.status}`,
              ...(fault.status === 422 ? { details: [{ issue: 'PAYEE_ACCOUNT_RESTRICTED' }] } : {}),
            },
          };
        const unit = body.purchase_units[0];
        const order: FakeOrder = {
          id: `PP${String(state.nextId++).padStart(15, '0')}`,
          status: 'CREATED',
          amount: unit.amount,
          customId: unit.custom_id,
          captures: [],
        };
        orders.set(order.id, order);
        return { status: 201, data: orderBody(order) };
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (capture && method === 'POST') {
      state.captureCalls++;
      const order = orders.get(capture[1]);
      if (!order) return { status: 404, data: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
      const fault = state.captureFault;
      // Rate limits and outages answer before PayPal looks at the request: nothing is stored for the id.
      if (fault?.status) return { status: fault.status, data: { name: errorName(fault.status), debug_id: `dbg-${fault.status}` } };
      return idempotent(
        requestId && `capture:${order.id}:${requestId}`,
        () => {
          if (order.status === 'COMPLETED')
            return { status: 422, data: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }], debug_id: 'dbg-422' } };
          if (order.status !== 'APPROVED') return { status: 422, data: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
          if (fault?.declineInstrument) {
            order.status = 'PAYER_ACTION_REQUIRED';
            return { status: 422, data: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }], debug_id: 'dbg-declined' } };
          }
          const captured = doCapture(order, fault);
          fault?.afterCapture?.();
          return { status: 201, data: captured };
        },
        fault,
      );
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refund && method === 'POST') {
      const found = findCapture(refund[1]);
      if (!found) return { status: 404, data: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
      if (state.refundOutage) return { status: 503, data: { name: 'SERVICE_UNAVAILABLE' } };
      return idempotent(requestId && `refund:${refund[1]}:${requestId}`, () => {
        const { capture: captured } = found;
        const remaining = cents(captured.amount.value) - refundedCents(captured.id);
        if (remaining <= 0) return { status: 422, data: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } };
        const value = body.amount?.value ?? captured.amount.value;
        if (cents(value) > remaining) return { status: 422, data: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] } };
        const made = makeRefund(captured, value);
        refunds.set(captured.id, { id: made.id, requestId, value });
        return { status: 201, data: refundBody(made) };
      });
    }
    const readRefund = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path);
    if (readRefund && method === 'GET') {
      const found = refundsById.get(readRefund[1]);
      return found ? { status: 200, data: refundBody(found) } : { status: 404, data: { name: 'RESOURCE_NOT_FOUND' } };
    }
    const readCapture = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
    if (readCapture && method === 'GET') {
      const found = findCapture(readCapture[1]);
      return found ? { status: 200, data: captureBody(found.order, found.capture) } : { status: 404, data: { name: 'RESOURCE_NOT_FOUND' } };
    }
    const readDispute = /^\/v1\/customer\/disputes\/([^/]+)$/.exec(path);
    if (readDispute && method === 'GET') {
      const found = disputes.get(readDispute[1]);
      return found
        ? { status: 200, data: disputeBody(found) }
        : { status: 404, data: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (get && method === 'GET') {
      if (state.readFault?.status)
        return { status: state.readFault.status, data: { name: errorName(state.readFault.status), debug_id: `dbg-${state.readFault.status}` } };
      const order = orders.get(get[1]);
      return order ? { status: 200, data: orderBody(order) } : { status: 404, data: { name: 'RESOURCE_NOT_FOUND' } };
    }
    const webhook = /^\/v1\/notifications\/webhooks\/([^/]+)$/.exec(path);
    if (webhook && method === 'GET') {
      return webhooks.has(webhook[1])
        ? { status: 200, data: { id: webhook[1], url: 'https://shop.example/api/payments/paypal/webhook.php', event_types: [{ name: '*' }] } }
        : { status: 404, data: { name: 'INVALID_RESOURCE_ID', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
    }
    if (path === '/v1/notifications/verify-webhook-signature') {
      // PayPal checks the signature over the event exactly as it sent it: the request must carry those bytes.
      const event = /"webhook_event"\s*:\s*([\s\S]*)\}\s*$/.exec(raw)?.[1] ?? '';
      const ok =
        body.webhook_id === credentials.webhookId &&
        body.webhook_event?.id &&
        (body.transmission_sig === 'valid-signature' || body.transmission_sig === fullSignature(event));
      return { status: 200, data: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, data: { name: 'NOT_FOUND' } };
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', async () => {
      const path = (request.url ?? '').split('?')[0];
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      const body = raw && request.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      const entry: (typeof log)[number] = { method: request.method ?? '', path, requestId, body, raw };
      log.push(entry);
      const answer = await route(request.method ?? '', path, requestId, body, raw, request.headers.authorization);
      entry.status = answer.status;
      entry.answer = answer.data;
      const [low, high] = state.latencyMs ?? [0, 0];
      const latency = low + Math.random() * (high - low);
      setTimeout(
        () => {
          if (response.destroyed) return;
          response.writeHead(answer.status, { 'Content-Type': 'application/json', 'paypal-debug-id': 'debug-fake' });
          response.end(JSON.stringify(answer.data));
        },
        (answer.delay ?? 0) + latency,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    state,
    log,
    orders,
    refunds,
    refundsById,
    webhooks,
    approve(id: string) {
      const order = orders.get(id);
      if (order && order.status !== 'COMPLETED') order.status = 'APPROVED';
    },
    /** A capture made elsewhere (another tab, PayPal's own retry), unknown to our server. */
    captureElsewhere(id: string, fault?: CaptureFault) {
      const order = orders.get(id) as FakeOrder;
      order.status = 'APPROVED';
      doCapture(order, fault);
    },
    /** PayPal finishes a PENDING capture (then sends PAYMENT.CAPTURE.COMPLETED, or .DENIED with the capture DECLINED). */
    finishCapture(captureId: string, status: 'COMPLETED' | 'DECLINED') {
      const found = findCapture(captureId);
      if (found) {
        found.capture.status = status;
        found.capture.reason = undefined;
      }
    },
    /** A refund or chargeback made in PayPal's dashboard, unknown to our server. */
    refundInDashboard(captureId: string, value?: string) {
      const found = findCapture(captureId);
      if (!found) throw new Error(`no capture ${captureId}`);
      return makeRefund(found.capture, value ?? found.capture.amount.value, 'COMPLETED');
    },
    /** PayPal reverses an approval nobody captured in time (then sends CHECKOUT.PAYMENT-APPROVAL.REVERSED). */
    voidOrder(id: string) {
      const order = orders.get(id);
      if (order) order.status = 'VOIDED';
    },
    /**
     * A chargeback: PayPal takes (part of) the capture back. The reversal is a refund object with its own id;
     * the capture then reads REFUNDED or PARTIALLY_REFUNDED with status_details.reason CHARGEBACK.
     */
    reverse(captureId: string, value?: string) {
      const found = findCapture(captureId);
      if (!found) throw new Error(`no capture ${captureId}`);
      const reversal = makeRefund(found.capture, value ?? centsToValue(cents(found.capture.amount.value) - refundedCents(captureId)), 'COMPLETED');
      found.capture.reason = 'CHARGEBACK';
      return reversal;
    },
    /** A buyer opens a dispute (inquiry or chargeback) about a capture; later calls change it. */
    dispute(captureId: string, change: Partial<Omit<FakeDispute, 'captureId'>> = {}) {
      const found = findCapture(captureId);
      if (!found) throw new Error(`no capture ${captureId}`);
      const id = change.dispute_id ?? `PP-D-${captureId.slice(4)}`;
      const dispute: FakeDispute = {
        ...(disputes.get(id) ?? {
          dispute_id: id,
          captureId,
          reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
          status: 'OPEN',
          stage: 'INQUIRY',
          value: found.capture.amount.value,
        }),
        ...change,
      };
      disputes.set(id, dispute);
      return dispute;
    },
    disputes,
    /** Webhook events in the shapes PayPal documents (Webhooks event names, Orders v2, Payments v2, Disputes v1). */
    events: {
      orderApproved(eventId: string, orderId: string) {
        const order = orders.get(orderId) as FakeOrder;
        return envelope(eventId, 'CHECKOUT.ORDER.APPROVED', 'checkout-order', 'An order has been approved by buyer', {
          ...orderBody(order),
          intent: 'CAPTURE',
          payer: { name: { given_name: 'Max', surname: 'Muster' }, email_address: 'buyer@example.org', payer_id: 'QYR5Z8XDVJNXQ' },
          links: [{ href: `https://api.sandbox.paypal.com/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' }],
        });
      },
      /** PAYMENT.CAPTURE.COMPLETED, .PENDING or .DENIED: the resource is the capture, its order in supplementary_data. */
      capture(eventId: string, captureId: string, type: 'COMPLETED' | 'PENDING' | 'DENIED' = 'COMPLETED') {
        const found = findCapture(captureId);
        if (!found) throw new Error(`no capture ${captureId}`);
        return envelope(eventId, `PAYMENT.CAPTURE.${type}`, 'capture', `Payment ${type.toLowerCase()} for EUR ${found.capture.amount.value}`, {
          ...captureBody(found.order, found.capture),
          // PAYMENT.CAPTURE.DENIED carries the capture DECLINED: capture_status has no DENIED.
          status: type === 'DENIED' ? 'DECLINED' : type,
          ...(type === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
          final_capture: true,
          seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
          links: [
            { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
            { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
            { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${found.order.id}`, rel: 'up', method: 'GET' },
          ],
        });
      },
      /** PAYMENT.CAPTURE.REFUNDED: the resource is the refund; its capture only in links[rel=up]. */
      refunded(eventId: string, refundId: string) {
        const refund = refundsById.get(refundId);
        if (!refund) throw new Error(`no refund ${refundId}`);
        return envelope(eventId, 'PAYMENT.CAPTURE.REFUNDED', 'refund', `A EUR ${refund.value} capture payment was refunded`, refundBody(refund));
      },
      /** PAYMENT.CAPTURE.REVERSED: a refund-like object with the reversal's own id; the capture only in links[rel=up]. */
      reversed(eventId: string, reversalId: string) {
        const reversal = refundsById.get(reversalId);
        if (!reversal) throw new Error(`no reversal ${reversalId}`);
        return envelope(eventId, 'PAYMENT.CAPTURE.REVERSED', 'refund', `A EUR ${reversal.value} capture payment was reversed`, {
          ...refundBody(reversal),
          note_to_payer: 'Payment reversed',
          seller_payable_breakdown: {
            gross_amount: { currency_code: 'EUR', value: reversal.value },
            net_amount: { currency_code: 'EUR', value: reversal.value },
          },
        });
      },
      /** CUSTOMER.DISPUTE.CREATED, .UPDATED or .RESOLVED: the resource is the dispute as GET /v1/customer/disputes answers. */
      dispute(eventId: string, disputeId: string, type: 'CREATED' | 'UPDATED' | 'RESOLVED') {
        const dispute = disputes.get(disputeId);
        if (!dispute) throw new Error(`no dispute ${disputeId}`);
        return envelope(eventId, `CUSTOMER.DISPUTE.${type}`, 'dispute', `A dispute was ${type.toLowerCase()}`, disputeBody(dispute));
      },
    },
    /** A PENDING refund ends (PayPal then reports it through GET and PAYMENT.CAPTURE.REFUNDED or not at all). */
    finishRefund(refundId: string, status: 'COMPLETED' | 'FAILED') {
      const refund = refundsById.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      refund.status = status;
      const found = findCapture(refund.captureId);
      if (found && status === 'COMPLETED')
        found.capture.status = refundedCents(refund.captureId) >= cents(found.capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    },
    /**
     * Between the tests of a file that share one fake (issue 50): no fault, delay or PENDING refunds carry
     * over, and the request log starts empty. Orders, tokens and counters stay, as PayPal keeps them.
     */
    resetFaults() {
      state.captureFault = state.createFault = state.readFault = undefined;
      state.refundStatus = 'COMPLETED';
      state.refundOutage = false;
      state.latencyMs = undefined;
      log.length = 0;
    },
    /** Every token issued so far expires now. */
    expireTokens() {
      state.oldestValidToken = state.tokenCalls + 1;
    },
    /** The signature PayPal would send for these exact bytes. */
    sign: fullSignature,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
