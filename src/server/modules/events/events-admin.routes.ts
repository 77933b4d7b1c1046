import { answers, MessageResponse } from '../../../shared/api/errors.js';
import {
  AdminEventListResponse,
  AdminEventResponse,
  EventIdQuery,
  EventIdRequest,
  EventSaveRequest,
  EventSaveResponse,
} from '../../../shared/api/events-admin.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as events from './events-admin.service.js';

const READ = ['EVENT_LIST_VIEW', 'EVENTS_EDIT'] as const;
/** Issue 51: the mail templates are kept per event, so their pages list the events too. */
const LIST = [...READ, 'MAIL_TEMPLATES_VIEW', 'MAIL_TEMPLATES_EDIT'] as const;
const tags = ['Events'];

/** The back office's events: every event (hidden too), the editor's read, save and delete. */
export async function eventsAdminRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/events/admin_list.php',
    {
      schema: {
        summary: 'Events verwalten: Liste',
        description:
          'Alle Events, auch versteckte, mit Premiere und verkauften Tickets. Berechtigung EVENT_LIST_VIEW, EVENTS_EDIT, MAIL_TEMPLATES_VIEW oder MAIL_TEMPLATES_EDIT.',
        tags,
        response: answers(AdminEventListResponse),
      },
      onRequest: guard(ctx, LIST),
    },
    async () => ({ success: true as const, message: 'OK', data: await events.listAllEvents(ctx) }),
  );

  app.get(
    '/events/get.php',
    {
      schema: {
        summary: 'Event zum Bearbeiten',
        description: 'Ein Event mit Kategorien, Vorstellungen und Kontingenten für den Editor. Berechtigung EVENT_LIST_VIEW oder EVENTS_EDIT.',
        tags,
        querystring: EventIdQuery,
        response: answers(AdminEventResponse),
      },
      onRequest: guard(ctx, READ),
    },
    async (request) => ({ success: true as const, message: 'OK', event: await events.eventForEditing(ctx, Number(request.query.id)) }),
  );

  app.post(
    '/events/save.php',
    {
      schema: {
        summary: 'Event speichern',
        description: 'Legt ein Event an oder ändert es samt Kategorien und Vorstellungen. Berechtigung EVENTS_EDIT.',
        tags,
        body: EventSaveRequest,
        response: answers(EventSaveResponse),
      },
      onRequest: guard(ctx, 'EVENTS_EDIT'),
    },
    async (request) => {
      const id = await events.saveEvent(ctx, request.body);
      return { success: true as const, message: 'Daten erfolgreich gespeichert!', id };
    },
  );

  app.post(
    '/events/delete.php',
    {
      schema: {
        summary: 'Event löschen',
        description: 'Löscht ein Event ohne Bestellungen; eines mit Bestellungen lässt sich nur verstecken. Berechtigung EVENTS_EDIT.',
        tags,
        body: EventIdRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'EVENTS_EDIT'),
    },
    async (request) => {
      await events.deleteEvent(ctx, request.body.id);
      return { success: true as const, message: 'Event gelöscht.' };
    },
  );
}
