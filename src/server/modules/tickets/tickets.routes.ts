import type { FastifyInstance } from 'fastify';
import { SendMailRequest } from '../../../shared/api/orders.js';
import { TicketTokenQuery } from '../../../shared/api/tickets.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { bearerToken } from '../../http/guard.js';
import { authenticate } from '../auth/auth.service.js';
import { createSendMailLimits, sendOrderMail } from '../mail/mail.service.js';
import * as tickets from './tickets.service.js';

export async function ticketsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/tickets/order.php', { schema: { querystring: TicketTokenQuery } }, async (request) =>
    tickets.ticketPage(ctx, (request.query as TicketTokenQuery).token),
  );

  app.get('/tickets/pdf.php', { schema: { querystring: TicketTokenQuery } }, async (request, reply) => {
    const { filename, pdf } = await tickets.ticketPdf(ctx, (request.query as TicketTokenQuery).token);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .send(Buffer.from(pdf));
  });

  // Public by nature: kiosks verify tickets offline with these keys and this list.
  app.get('/tickets/public_keys.php', async () => tickets.publicKeys(ctx));
  app.get('/tickets/revoked.php', async () => tickets.revoked(ctx));

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
