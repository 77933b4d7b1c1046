import type { FastifyInstance } from 'fastify';
import { OrderCancelRequest, OrdersFetchQuery } from '../../../shared/api/orders-admin.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { guard, sessionOf } from '../../http/guard.js';
import { cancelOrder } from './cancel.service.js';
import * as orders from './orders-admin.service.js';

/** Spec §7 orders/fetch.php (list with ORDERS_VIEW, one order with ORDERS_VIEW_DETAILS), cancel and CSV export. */
export async function ordersAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/orders/fetch.php',
    { schema: { querystring: OrdersFetchQuery }, onRequest: guard(ctx, ['ORDERS_VIEW', 'ORDERS_VIEW_DETAILS']) },
    async (request) => {
      const query = request.query as OrdersFetchQuery;
      const held = sessionOf(request).permissions;
      if (query.order_id !== undefined) {
        if (!hasPermission(held, 'ORDERS_VIEW_DETAILS')) throw forbidden();
        return { success: true, message: 'OK', order: await orders.orderDetails(ctx, query.order_id) };
      }
      if (!hasPermission(held, 'ORDERS_VIEW')) throw forbidden();
      return orders.listOrders(ctx, query);
    },
  );

  app.get('/orders/export.php', { schema: { querystring: OrdersFetchQuery }, onRequest: guard(ctx, 'ORDERS_VIEW') }, async (request, reply) => {
    const csv = await orders.exportOrders(ctx, request.query as OrdersFetchQuery);
    const day = ctx.now().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="bestellungen-${day}.csv"`).send(csv);
  });

  app.post('/orders/cancel.php', { schema: { body: OrderCancelRequest }, onRequest: guard(ctx, 'ORDERS_EDIT') }, async (request) => {
    const body = request.body as OrderCancelRequest;
    return cancelOrder(ctx, body.order_id, sessionOf(request).userId, body.reason);
  });
}
