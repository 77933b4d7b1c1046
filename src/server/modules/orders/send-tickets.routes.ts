import type { FastifyInstance } from 'fastify';
import { SendMailRequest } from '../../../shared/api/orders.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { bearerToken } from '../../http/guard.js';
import { authenticate } from '../auth/auth.service.js';
import { createSendMailLimits, sendOrderMail } from './send-tickets.js';

/** tickets/send-mail.php: queues an order's ticket mail, so orders owns it (the URL stays under tickets/). */
export async function sendTicketsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const sendMailLimits = createSendMailLimits();
  app.post('/tickets/send-mail.php', { schema: { body: SendMailRequest } }, async (request, reply) => {
    const { order_id, token } = request.body as SendMailRequest;
    const session = bearerToken(request);
    const user = session ? await authenticate(ctx, session).catch(() => undefined) : undefined;
    const staff = Boolean(user && hasPermission(user.permissions, 'ORDERS_VIEW_DETAILS'));
    const caller = { staff, signedIn: Boolean(user), token, address: request.ip };
    const text = await sendOrderMail(ctx, order_id, caller, sendMailLimits);
    return reply.type('text/plain; charset=utf-8').send(text);
  });
}
