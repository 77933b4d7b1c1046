import { answers } from '../../../shared/api/errors.js';
import { EventInfoQuery, EventInfoResponse, EventListResponse } from '../../../shared/api/events.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import * as events from './events.service.js';

const tags = ['Events'];

export async function eventsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/events/list_detailed.php',
    {
      schema: {
        summary: 'Sichtbare Events',
        description: 'Alle sichtbaren Events mit Vorstellungen, Kategorien, Preisen und freien Plätzen, ohne Anmeldung.',
        tags,
        response: answers(EventListResponse),
      },
    },
    async () => ({ success: true as const, message: 'OK', events: await events.listVisibleEvents(ctx) }),
  );

  app.get(
    '/events/info.php',
    {
      schema: { summary: 'Ein Event', description: 'Ein sichtbares Event nach seinem Namen (z. B. musical).', tags, querystring: EventInfoQuery, response: answers(EventInfoResponse) },
    },
    async (request) => {
      const { name } = request.query;
      return { success: true as const, message: 'OK', event: await events.eventByName(ctx, name) };
    },
  );
}
