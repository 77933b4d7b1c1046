import { Type } from 'typebox';
import { ApiErrorBody } from '../../../../shared/api/errors.js';
import { SendMailRequest } from '../../../../shared/api/orders.js';
import { hasPermission } from '../../../../shared/domain/permissions.js';
import type { ApiInstance } from '../../../http/api-instance.js';
import type { AppContext } from '../../../http/context.js';
import { OPTIONAL_SESSION, optionalGuard } from '../../../http/guard.js';
import { TICKET_LINK_CHECK } from '../../tickets/index.js';
import { createSendMailLimits, sendOrderMail } from './send-tickets.js';

/** tickets/send-mail.php: queues an order's ticket mail, so orders owns it (the URL stays under tickets/). */
export async function sendTicketsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  const sendMailLimits = createSendMailLimits();
  app.post(
    '/tickets/send-mail.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Tickets per Mail senden',
        description:
          'Stellt die Ticket-Mail einer Bestellung in den Postausgang: mit dem Ticket-Token der Bestellung oder als Mitarbeiter mit ORDERS_VIEW_DETAILS. Gebremst (429); antwortet mit einem deutschen Satz als Text.',
        tags: ['Tickets'],
        security: OPTIONAL_SESSION,
        body: SendMailRequest,
        response: {
          200: Type.Unsafe<unknown>({ description: 'Ergebnis als Satz', content: { 'text/plain': { schema: { type: 'string' } } } }),
          '4xx': ApiErrorBody,
          '5xx': ApiErrorBody,
        },
      },
      onRequest: optionalGuard(ctx),
    },
    async (request, reply) => {
      const { order_id, token } = request.body;
      const user = request.session;
      const staff = Boolean(user && hasPermission(user.permissions, 'ORDERS_VIEW_DETAILS'));
      const caller = { staff, signedIn: Boolean(user), token, address: request.ip };
      const text = await sendOrderMail(ctx, order_id, caller, sendMailLimits);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
