import { answers, fileAnswers } from '../../../shared/api/errors.js';
import { TicketDesign, TicketDesignResponse } from '../../../shared/api/ticket-design.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import { checkDesign, logoBytes, readTicketDesign, saveTicketDesign } from './ticket-design.js';
import { ticketsPdf } from './ticket-pdf.js';
import type { TicketView } from './tickets.repository.js';

const READ = ['TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT'] as const;

/** A ticket that exists only on paper: what the designer's PDF preview prints. */
function sampleTicket(now: Date): TicketView {
  const startsAt = new Date(now.getTime() + 14 * 86_400_000);
  startsAt.setUTCHours(17, 0, 0, 0);
  return {
    id: 1234,
    code: 'MUSTERTICKET-NICHT-GUELTIG',
    status: 'valid',
    revoked_reason: null,
    holder_name: null,
    holder_email: null,
    holder_token: null,
    seat: 'B7',
    seat_section: null,
    performance_id: 0,
    category_id: 0,
    event_title: 'Zeitsprung – Das Schulmusical',
    category_name: 'Erwachsene',
    unit_price_cents: 600,
    starts_at: startsAt,
    doors_at: new Date(startsAt.getTime() - 30 * 60_000),
    location: { name: 'Aula der Gesamtschule am Stadtpark' },
    event_name: 'musical',
    duration: 'etwa 2 Stunden',
    room_name: 'Aula',
    room_address: 'Parkstraße 12, 45127 Essen',
    event_translations: {},
    category_translations: null,
  };
}

const tags = ['Tickets'];

/** Spec §2 ticket designer: the design every ticket PDF is printed in. */
export async function ticketDesignRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/tickets/design.php',
    {
      schema: {
        summary: 'Ticketdesign',
        description: 'Das Design, in dem jedes Ticket-PDF gedruckt wird. Berechtigung TICKET_DESIGN_VIEW oder TICKET_DESIGN_EDIT.',
        tags,
        response: answers(TicketDesignResponse),
      },
      onRequest: guard(ctx, READ),
    },
    async () => ({ success: true as const, message: 'OK', design: await readTicketDesign(ctx.db) }),
  );

  app.post(
    '/tickets/design_save.php',
    {
      schema: {
        summary: 'Ticketdesign speichern',
        description: 'Speichert Farben, Überschrift, Felder, Logo und Fußtext. Berechtigung TICKET_DESIGN_EDIT.',
        tags,
        body: TicketDesign,
        response: answers(TicketDesignResponse),
      },
      onRequest: guard(ctx, 'TICKET_DESIGN_EDIT'),
    },
    async (request) => ({ success: true as const, message: 'Daten erfolgreich gespeichert!', design: await saveTicketDesign(ctx, request.body) }),
  );

  /** The unsaved design as a real PDF, so the preview is what buyers will get. */
  app.post(
    '/tickets/design_preview.php',
    {
      schema: {
        summary: 'Ticketdesign: Vorschau',
        description: 'Ein Musterticket im übergebenen, noch nicht gespeicherten Design als PDF. Berechtigung TICKET_DESIGN_VIEW oder TICKET_DESIGN_EDIT.',
        tags,
        body: TicketDesign,
        response: fileAnswers('application/pdf', 'PDF-Datei'),
      },
      onRequest: guard(ctx, READ),
    },
    async (request, reply) => {
      const design = await checkDesign(ctx, request.body);
      const pdf = await ticketsPdf(
        { id: 4711, first_name: 'Mia', last_name: 'Muster' },
        [sampleTicket(ctx.now())],
        design,
        await logoBytes(ctx.db, design.logo_file_id),
      );
      return reply.type('application/pdf').header('Content-Disposition', 'inline; filename="Musterticket.pdf"').send(Buffer.from(pdf));
    },
  );
}
