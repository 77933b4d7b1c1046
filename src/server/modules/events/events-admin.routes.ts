import type { FastifyInstance } from 'fastify';
import { EventIdQuery, EventIdRequest, EventSaveRequest } from '../../../shared/api/events-admin.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as events from './events-admin.service.js';

const READ = ['EVENT_LIST_VIEW', 'EVENTS_EDIT'] as const;

/** The back office's events: every event (hidden too), the editor's read, save and delete. */
export async function eventsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/events/admin_list.php', { onRequest: guard(ctx, READ) }, async () => ({
    success: true,
    message: 'OK',
    data: await events.listAllEvents(ctx),
  }));

  app.get('/events/get.php', { schema: { querystring: EventIdQuery }, onRequest: guard(ctx, READ) }, async (request) => ({
    success: true,
    message: 'OK',
    event: await events.eventForEditing(ctx, Number((request.query as EventIdQuery).id)),
  }));

  app.post('/events/save.php', { schema: { body: EventSaveRequest }, onRequest: guard(ctx, 'EVENTS_EDIT') }, async (request) => {
    const id = await events.saveEvent(ctx, request.body as EventSaveRequest);
    return { success: true, message: 'Daten erfolgreich gespeichert!', id };
  });

  app.post('/events/delete.php', { schema: { body: EventIdRequest }, onRequest: guard(ctx, 'EVENTS_EDIT') }, async (request) => {
    await events.deleteEvent(ctx, (request.body as EventIdRequest).id);
    return { success: true, message: 'Event gelöscht.' };
  });
}
