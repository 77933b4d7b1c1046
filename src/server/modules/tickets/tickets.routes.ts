import type { FastifyInstance } from 'fastify';
import { TicketTokenQuery } from '../../../shared/api/tickets.js';
import type { AppContext } from '../../http/context.js';
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
}
