import { answers, fileAnswers } from '../../../shared/api/errors.js';
import { EventInfoQuery, EventInfoResponse, EventListQuery, EventListResponse } from '../../../shared/api/events.js';
import { textLanguage } from '../../http/visitor-language.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { publicCalendar } from './events-calendar.js';
import * as events from './events.service.js';

const tags = ['Events'];

export async function eventsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/events/list_detailed.php',
    {
      schema: {
        summary: 'Sichtbare Events',
        description:
          'Alle sichtbaren Events mit Vorstellungen, Kategorien, Preisen und freien Plätzen, ohne Anmeldung; die Texte der Schule in der Sprache `lang` (sonst der des Besuchers), wo übersetzt.',
        tags,
        querystring: EventListQuery,
        response: answers(EventListResponse),
      },
    },
    async (request, reply) => ({
      success: true as const,
      message: 'OK',
      events: await events.listVisibleEvents(ctx, await textLanguage(ctx.db, request, reply)),
    }),
  );

  app.get(
    '/events/info.php',
    {
      schema: {
        summary: 'Ein Event',
        description: 'Ein sichtbares Event nach seinem Namen (z. B. musical).',
        tags,
        querystring: EventInfoQuery,
        response: answers(EventInfoResponse),
      },
    },
    async (request, reply) => {
      const { name } = request.query;
      return { success: true as const, message: 'OK', event: await events.eventByName(ctx, name, await textLanguage(ctx.db, request, reply)) };
    },
  );

  app.get(
    '/events/calendar.ics',
    {
      schema: {
        summary: 'Öffentlicher Veranstaltungskalender',
        description:
          'Alle kommenden Vorstellungen der sichtbaren Events als iCalendar-Abo (RFC 5545), wenn „Öffentlicher Veranstaltungskalender“ an ist; sonst 404.',
        tags,
        response: fileAnswers('text/calendar', 'iCalendar-Datei'),
      },
    },
    async (_request, reply) => {
      const content = await publicCalendar(ctx);
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', 'inline; filename="veranstaltungen.ics"').send(content);
    },
  );
}
