import type { FastifyInstance } from 'fastify';
import { EventInfoQuery } from '../../../shared/api/events.js';
import type { AppContext } from '../../http/context.js';
import * as events from './events.service.js';

export async function eventsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/events/list_detailed.php', async () => ({
    success: true,
    message: 'OK',
    events: await events.listVisibleEvents(ctx),
  }));

  app.get('/events/info.php', { schema: { querystring: EventInfoQuery } }, async (request) => {
    const { name } = request.query as EventInfoQuery;
    return { success: true, message: 'OK', event: await events.eventByName(ctx, name) };
  });
}
