import { answers, fileAnswers } from '../../../shared/api/errors.js';
import {
  CalendarQuery,
  PublicKeysResponse,
  RevokedResponse,
  TicketPageResponse,
  TicketTokenQuery,
  TicketTransferRequest,
  TicketTransferResponse,
} from '../../../shared/api/tickets.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { attachmentDisposition } from './content-disposition.js';
import { TICKET_LINK_CHECK } from './ticket-link-throttle.js';
import { transferTicket } from './ticket-transfer.js';
import * as tickets from './tickets.service.js';

const tags = ['Tickets'];

export async function ticketsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/tickets/order.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Ticketseite',
        description: 'Bestellung und Tickets hinter dem Ticketlink aus Bestellabschluss und Mail (Token der Bestellung).',
        tags,
        querystring: TicketTokenQuery,
        response: answers(TicketPageResponse),
      },
    },
    async (request) => tickets.ticketPage(ctx, request.query.token, request.ip),
  );

  app.get(
    '/tickets/pdf.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Tickets als PDF',
        description: 'Die Tickets einer bezahlten Bestellung als PDF im Ticketdesign, über das Token der Bestellung.',
        tags,
        querystring: TicketTokenQuery,
        response: fileAnswers('application/pdf', 'PDF-Datei'),
      },
    },
    async (request, reply) => {
      const { filename, ascii, pdf } = await tickets.ticketPdf(ctx, request.query.token, request.ip);
      return reply.type('application/pdf').header('Content-Disposition', attachmentDisposition(filename, ascii)).send(Buffer.from(pdf));
    },
  );

  app.get(
    '/tickets/calendar.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Vorstellung als Kalenderdatei',
        description: 'Eine Vorstellung der bezahlten Bestellung als iCalendar-Datei (.ics, RFC 5545), über das Token der Bestellung.',
        tags,
        querystring: CalendarQuery,
        response: fileAnswers('text/calendar', 'iCalendar-Datei'),
      },
    },
    async (request, reply) => {
      const { filename, content } = await tickets.ticketCalendar(ctx, request.query.token, request.query.performance_id, request.ip);
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(content);
    },
  );

  // The ticket link's token proves the buyer, as it does for the page and for returns.
  app.post(
    '/tickets/transfer.php',
    {
      schema: {
        'x-secret-check': TICKET_LINK_CHECK,
        summary: 'Ticket weitergeben',
        description:
          'Gibt ein gültiges, noch nicht eingelassenes Ticket an eine andere Person weiter (Einstellung „Ticketübertragung“): neuer Code, der alte ist am Einlass gesperrt; der neue Inhaber bekommt einen eigenen Link per Mail.',
        tags,
        body: TicketTransferRequest,
        response: answers(TicketTransferResponse),
      },
    },
    async (request) =>
      transferTicket(
        ctx,
        { token: request.body.token, ticketId: request.body.ticket_id, name: request.body.name, email: request.body.email },
        { address: request.ip, requestId: String(request.id) },
      ),
  );

  // Public by nature: kiosks verify tickets offline with these keys and this list.
  app.get(
    '/tickets/public_keys.php',
    {
      schema: {
        summary: 'Prüfschlüssel',
        description: 'Die öffentlichen Ed25519-Schlüssel, mit denen der Einlass Ticketcodes offline prüft.',
        tags,
        response: answers(PublicKeysResponse),
      },
    },
    async () => tickets.publicKeys(ctx),
  );
  app.get(
    '/tickets/revoked.php',
    { schema: { summary: 'Gesperrte Tickets', description: 'Stornierte Tickets, die der Einlass abweisen muss.', tags, response: answers(RevokedResponse) } },
    async () => tickets.revoked(ctx),
  );
}
