import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  customId: string;
  captureId?: string;
  captureRequestId?: string;
  captureResponse?: unknown;
}

export interface CaptureFault {
  /** Answer with this status instead (e.g. 500). */
  status?: number;
  /** Capture, but answer only after this many ms (the caller times out, the money moved). */
  delayMs?: number;
  /** Capture a different amount than ordered. */
  capturedValue?: string;
  /** Runs once the money has moved, before PayPal answers (a test kills the shop's process here). */
  afterCapture?: () => void;
}

/**
 * PayPal's REST API as far as the shop uses it: OAuth, Orders v2 create/capture/get with
 * PayPal-Request-Id idempotency, ORDER_ALREADY_CAPTURED, and webhook signature verification.
 * The edge of the world for the PayPal provider tests.
 */
export async function startFakePayPal(credentials = { clientId: 'client-id', secret: 'secret', webhookId: 'WH-1' }) {
  const orders = new Map<string, FakeOrder>();
  const createRequests = new Map<string, string>();
  /** Refunds by capture id, with the request id that made them (PayPal-Request-Id idempotency). */
  const refunds = new Map<string, { id: string; requestId?: string; value: string }>();
  const log: Array<{ method: string; path: string; requestId?: string; body?: unknown }> = [];
  const state = { captureCalls: 0, captureFault: undefined as CaptureFault | undefined, createFault: undefined as CaptureFault | undefined, readFault: undefined as CaptureFault | undefined, tokenCalls: 0, nextId: 1 };

  const orderBody = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        reference_id: order.customId,
        custom_id: order.customId,
        amount: order.amount,
        ...(order.captureId
          ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: (order.captureResponse as { amount: unknown })?.amount ?? order.amount, custom_id: order.customId }] } }
          : {}),
      },
    ],
  });

  function doCapture(order: FakeOrder, requestId: string | undefined, fault?: CaptureFault) {
    order.status = 'COMPLETED';
    order.captureId = `CAP-${order.id}`;
    order.captureRequestId = requestId;
    order.captureResponse = { amount: { currency_code: order.amount.currency_code, value: fault?.capturedValue ?? order.amount.value } };
    return orderBody(order);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      const body = raw && request.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      log.push({ method: request.method ?? '', path, requestId, body });
      const send = (status: number, data: unknown, delay = 0) =>
        setTimeout(() => {
          if (response.destroyed) return;
          response.writeHead(status, { 'Content-Type': 'application/json', 'paypal-debug-id': 'debug-fake' });
          response.end(JSON.stringify(data));
        }, delay);
      if (path === '/v1/oauth2/token') {
        state.tokenCalls++;
        const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.secret}`).toString('base64')}`;
        if (request.headers.authorization !== expected) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: `token-${state.tokenCalls}`, token_type: 'Bearer', expires_in: 32400 });
      }
      if (!request.headers.authorization?.startsWith('Bearer token-')) return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (path === '/v2/checkout/orders' && request.method === 'POST') {
        if (state.createFault?.status) return send(state.createFault.status, { name: 'INTERNAL_SERVER_ERROR' });
        if (state.createFault?.delayMs) return send(500, { name: 'TOO_LATE' }, state.createFault.delayMs);
        const known = requestId ? createRequests.get(requestId) : undefined;
        if (known) return send(200, orderBody(orders.get(known) as FakeOrder));
        const unit = body.purchase_units[0];
        const order: FakeOrder = { id: `PP-${state.nextId++}`, status: 'CREATED', amount: unit.amount, customId: unit.custom_id };
        orders.set(order.id, order);
        if (requestId) createRequests.set(requestId, order.id);
        return send(201, orderBody(order));
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (capture && request.method === 'POST') {
        state.captureCalls++;
        const order = orders.get(capture[1]);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        const fault = state.captureFault;
        if (fault?.status) return send(fault.status, { name: 'INTERNAL_SERVER_ERROR', debug_id: 'dbg-500' });
        if (order.status === 'COMPLETED') {
          if (requestId && requestId === order.captureRequestId) return send(201, orderBody(order));
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }], debug_id: 'dbg-422' });
        }
        if (order.status !== 'APPROVED') return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        const captured = doCapture(order, requestId, fault);
        fault?.afterCapture?.();
        return send(201, captured, fault?.delayMs ?? 0);
      }
      const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
      if (refund && request.method === 'POST') {
        const order = [...orders.values()].find((o) => o.captureId === refund[1]);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        const done = refunds.get(refund[1]);
        if (done && done.requestId === requestId) return send(201, { id: done.id, status: 'COMPLETED', amount: { currency_code: 'EUR', value: done.value } });
        if (done) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
        const made = { id: `REF-${order.id}`, requestId, value: body.amount?.value ?? order.amount.value };
        refunds.set(refund[1], made);
        return send(201, { id: made.id, status: 'COMPLETED', amount: { currency_code: 'EUR', value: made.value } });
      }
      const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
      if (get && request.method === 'GET') {
        if (state.readFault?.status) return send(state.readFault.status, { name: 'INTERNAL_SERVER_ERROR' });
        const order = orders.get(get[1]);
        return order ? send(200, orderBody(order)) : send(404, { name: 'RESOURCE_NOT_FOUND' });
      }
      if (path === '/v1/notifications/verify-webhook-signature') {
        const ok = body.transmission_sig === 'valid-signature' && body.webhook_id === credentials.webhookId && body.webhook_event?.id;
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      return send(404, { name: 'NOT_FOUND' });
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
    approve(id: string) {
      const order = orders.get(id);
      if (order) order.status = 'APPROVED';
    },
    /** A capture made elsewhere (another tab, PayPal's own retry), unknown to our server. */
    captureElsewhere(id: string) {
      const order = orders.get(id) as FakeOrder;
      order.status = 'APPROVED';
      doCapture(order, 'elsewhere');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
