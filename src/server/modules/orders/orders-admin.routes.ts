import { answers, fileAnswers } from '../../../shared/api/errors.js';
import {
  OrderCancelRequest,
  OrderCancelResponse,
  OrdersFetchQuery,
  OrdersFetchResponse,
  TicketCancelRequest,
  TicketCancelResponse,
} from '../../../shared/api/orders-admin.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { forbidden } from '../../domain-errors.js';
import { guard, sessionOf } from '../../http/guard.js';
import { cancelOrder } from './refunds/cancel.service.js';
import * as orders from './orders-admin.service.js';
import { cancelTickets } from './refunds/ticket-cancel.service.js';

const tags = ['Bestellungen'];

/** Spec §7 orders/fetch.php (list with ORDERS_VIEW, one order with ORDERS_VIEW_DETAILS), cancel and CSV export. */
export async function ordersAdminRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/orders/fetch.php',
    {
      schema: {
        summary: 'Bestellungen',
        description:
          'Ohne order_id: eine Seite der gefilterten Liste (Berechtigung ORDERS_VIEW). Mit order_id: die Details einer Bestellung mit Tickets, Zahlungen und Mails (Berechtigung ORDERS_VIEW_DETAILS).',
        tags,
        querystring: OrdersFetchQuery,
        response: answers(OrdersFetchResponse),
      },
      onRequest: guard(ctx, ['ORDERS_VIEW', 'ORDERS_VIEW_DETAILS']),
    },
    async (request) => {
      const query = request.query;
      const held = sessionOf(request).permissions;
      if (query.order_id !== undefined) {
        if (!hasPermission(held, 'ORDERS_VIEW_DETAILS')) throw forbidden();
        return { success: true as const, message: 'OK', order: await orders.orderDetails(ctx, query.order_id) };
      }
      if (!hasPermission(held, 'ORDERS_VIEW')) throw forbidden();
      return orders.listOrders(ctx, query, { seesProviderIds: hasPermission(held, 'ORDERS_VIEW_DETAILS') });
    },
  );

  app.get(
    '/orders/export.php',
    {
      schema: {
        summary: 'Bestellungen als CSV',
        description: 'Alle Bestellungen mit den Filtern der Liste als CSV-Datei (ohne Seiten). Berechtigung ORDERS_VIEW.',
        tags,
        querystring: OrdersFetchQuery,
        response: fileAnswers('text/csv', 'CSV-Datei'),
      },
      onRequest: guard(ctx, 'ORDERS_VIEW'),
    },
    async (request, reply) => {
      const seesProviderIds = hasPermission(sessionOf(request).permissions, 'ORDERS_VIEW_DETAILS');
      const csv = await orders.exportOrders(ctx, request.query, { seesProviderIds });
      const day = ctx.now().toISOString().slice(0, 10);
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="bestellungen-${day}.csv"`).send(csv);
    },
  );

  app.post(
    '/orders/cancel.php',
    {
      schema: {
        summary: 'Bestellung stornieren',
        description: 'Storniert eine Bestellung, erstattet die Zahlung und sperrt ihre Tickets. Berechtigung ORDERS_EDIT.',
        tags,
        body: OrderCancelRequest,
        response: answers(OrderCancelResponse),
      },
      onRequest: guard(ctx, 'ORDERS_EDIT'),
    },
    async (request) => {
      const body = request.body;
      return cancelOrder(ctx, body.order_id, sessionOf(request).userId, body.reason);
    },
  );

  app.post(
    '/orders/cancel-tickets.php',
    {
      schema: {
        summary: 'Einzelne Tickets stornieren',
        description:
          'Storniert einzelne Tickets einer bezahlten Bestellung mit Grund, erstattet ihren Preis nach den Rabatten der Bestellung und schickt dem Kunden eine Mail. Eingelassene Tickets bleiben gültig. Berechtigung ORDERS_EDIT.',
        tags,
        body: TicketCancelRequest,
        response: answers(TicketCancelResponse),
      },
      onRequest: guard(ctx, 'ORDERS_EDIT'),
    },
    async (request) => {
      const { order_id: orderId, ticket_ids: ticketIds, reason } = request.body;
      const session = sessionOf(request);
      return cancelTickets(ctx, orderId, ticketIds, { userId: session.userId, username: session.username }, reason);
    },
  );
}
