import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CaptureOrderRequest, CreateOrderRequest } from '../../../shared/api/orders.js';
import type { AppContext } from '../../http/context.js';
import { DomainError } from '../../http/errors.js';
import { captureByRef } from './capture.service.js';
import { createOrder } from './orders.service.js';

/** Spec §7: order errors also carry PayPal's shape, details[0].issue/description and a debug_id. */
async function withOrderErrorShape<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new DomainError(error.status, error.code, error.message, {
        ...error.extra,
        details: [{ issue: error.code, description: error.message }],
        debug_id: request.id,
      });
    }
    throw error;
  }
}

export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/orders/create.php', { schema: { body: CreateOrderRequest } }, async (request) => {
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : undefined;
    return withOrderErrorShape(request, () => createOrder(ctx, request.body as CreateOrderRequest, { address: request.ip, idempotencyKey }));
  });

  app.post('/orders/capture.php', { schema: { body: CaptureOrderRequest } }, async (request) => {
    const { order_id } = request.body as CaptureOrderRequest;
    return withOrderErrorShape(request, () => captureByRef(ctx, order_id));
  });
}
