import { visitorLanguage } from '../../http/visitor-language.js';
import type { FastifyRequest } from 'fastify';
import { QuoteRequest, QuoteResponse } from '../../../shared/api/coupons.js';
import {
  CaptureOrderRequest,
  CaptureResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  OrderErrorBody,
  OrderSummaryQuery,
  OrderSummaryResponse,
} from '../../../shared/api/orders.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { DomainError } from '../../domain-errors.js';
import { captureByRef } from './capture/capture.service.js';
import { captureAnswerFor } from './hold/checkout-proof.js';
import { orderSummary } from './order-summary.js';
import { createOrder } from './hold/orders.service.js';
import { quote } from './hold/quote.service.js';
import { ticketReturnsRoutes } from './refunds/ticket-returns.routes.js';

/** Spec §7: order errors also carry PayPal's shape, details[0].issue/description and a debug_id. */
async function withOrderErrorShape<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new DomainError(error.kind, error.code, error.message, {
        ...error.extra,
        details: [{ issue: error.code, description: error.message }],
        debug_id: request.id,
      });
    }
    throw error;
  }
}

const tags = ['Bestellungen'];

const orderAnswers = <T extends object>(ok: T) => ({ 200: ok, '4xx': OrderErrorBody, '5xx': OrderErrorBody });

export async function ordersRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/orders/create.php',
    {
      schema: {
        'x-secret-check': { secrets: ['coupon_code'], target: 'shop' },
        summary: 'Bestellung anlegen',
        description:
          'Reserviert die Tickets des Warenkorbs und legt die Zahlung beim Zahlungsdienst an. Preise rechnet der Server; ein Idempotency-Key im Kopf macht Wiederholungen unschädlich. Fehler tragen zusätzlich details und debug_id wie bei PayPal.',
        tags,
        body: CreateOrderRequest,
        response: orderAnswers(CreateOrderResponse),
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : undefined;
      const language = await visitorLanguage(ctx.db, request.headers);
      return withOrderErrorShape(request, () => createOrder(ctx, request.body, { address: request.ip, idempotencyKey, language }));
    },
  );

  app.post(
    '/orders/quote.php',
    {
      schema: {
        'x-secret-check': { secrets: ['coupon_code'], target: 'shop' },
        summary: 'Preis des Warenkorbs',
        description: 'Rechnet den Warenkorb mit Gutscheincode und Rabatten so, wie orders/create.php ihn berechnen wird; reserviert nichts.',
        tags,
        body: QuoteRequest,
        response: orderAnswers(QuoteResponse),
      },
    },
    async (request) => withOrderErrorShape(request, () => quote(ctx, request.body, request.ip)),
  );

  app.post(
    '/orders/capture.php',
    {
      schema: {
        summary: 'Zahlung abschließen',
        description:
          'Mit der Bestellnummer des Zahlungsdienstes: schließt die Zahlung ab; E-Mail und Ticketlink nennt sie nur dem Checkout, der checkout_secret aus create.php mitschickt. Mit unserer Bestellnummer: nur der Status.',
        tags,
        body: CaptureOrderRequest,
        response: orderAnswers(CaptureResponse),
      },
    },
    async (request) => {
      const { order_id, checkout_secret } = request.body;
      return withOrderErrorShape(request, async () => captureAnswerFor(ctx, await captureByRef(ctx, order_id), checkout_secret));
    },
  );

  app.get(
    '/orders/summary.php',
    {
      schema: {
        summary: 'Bestellübersicht vor dem Bezahlen',
        description:
          'Mit der Bestellnummer des Zahlungsdienstes: Vorstellungen mit Datum, Ort, Kategorien, Mengen und Preisen, Spende, Gesamtsumme und E-Mail, wie der Server sie hält – für die Übersicht direkt über „Zahlungspflichtig bestellen“.',
        tags,
        querystring: OrderSummaryQuery,
        response: orderAnswers(OrderSummaryResponse),
      },
    },
    async (request) => orderSummary(ctx, request.query.id, request.query.secret),
  );
  await ticketReturnsRoutes(app, ctx);
}
