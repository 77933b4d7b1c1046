import { answers } from '../../../../shared/api/errors.js';
import { TicketReturnRequest, TicketReturnResponse } from '../../../../shared/api/tickets.js';
import type { ApiInstance } from '../../../http/api-instance.js';
import type { AppContext } from '../../../http/context.js';
import { TICKET_LINK_CHECK } from '../../tickets/index.js';
import { returnTickets } from './ticket-returns.js';

/** The buyer's return (issue 33) sits beside the ticket page's address; orders owns it, since money moves. */
export async function ticketReturnsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  // The ticket link's token proves the buyer, as it does for the page itself.
  app.post(
    '/tickets/return.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Tickets zurückgeben',
        description: 'Rückgabe einzelner oder aller Tickets innerhalb der Rückgabefrist über den Ticketlink; erstattet über den Zahlungsdienst.',
        tags: ['Tickets'],
        body: TicketReturnRequest,
        response: answers(TicketReturnResponse),
      },
    },
    async (request) => returnTickets(ctx, request.body.token, request.body.ticket_ids, request.ip),
  );
}
