import { answers, MessageResponse } from '../../../shared/api/errors.js';
import { RoomDeleteRequest, RoomListResponse, RoomSaveRequest, RoomSaveResponse } from '../../../shared/api/rooms.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as rooms from './rooms.service.js';

const tags = ['Spielstätten'];

/** Venues (spec §2 'Spielstätten'); the event editor reads the list to offer rooms for performances. */
export async function roomsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/rooms/list.php',
    {
      schema: {
        summary: 'Spielstätten',
        description: 'Alle Spielstätten mit Sitzplan. Berechtigung ROOMS_VIEW, ROOMS_EDIT, EVENT_LIST_VIEW oder EVENTS_EDIT.',
        tags,
        response: answers(RoomListResponse),
      },
      // Issue 51: whoever may open the venues page (ROOMS_EDIT too) or an event's page, whose room it names.
      onRequest: guard(ctx, ['ROOMS_VIEW', 'ROOMS_EDIT', 'EVENT_LIST_VIEW', 'EVENTS_EDIT']),
    },
    async () => ({ success: true as const, message: 'OK', data: await rooms.listRooms(ctx) }),
  );

  app.post(
    '/rooms/save.php',
    {
      schema: {
        summary: 'Spielstätte speichern',
        description: 'Legt eine Spielstätte an oder ändert sie; verkaufte Plätze müssen im Sitzplan bleiben. Berechtigung ROOMS_EDIT.',
        tags,
        body: RoomSaveRequest,
        response: answers(RoomSaveResponse),
      },
      onRequest: guard(ctx, 'ROOMS_EDIT'),
    },
    async (request) => {
      const id = await rooms.saveRoom(ctx, request.body);
      return { success: true as const, message: 'Daten erfolgreich gespeichert!', id };
    },
  );

  app.post(
    '/rooms/delete.php',
    {
      schema: {
        summary: 'Spielstätte löschen',
        description: 'Löscht eine Spielstätte ohne kommende Vorstellungen. Berechtigung ROOMS_EDIT.',
        tags,
        body: RoomDeleteRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'ROOMS_EDIT'),
    },
    async (request) => {
      await rooms.deleteRoom(ctx, request.body.id);
      return { success: true as const, message: 'Spielstätte gelöscht.' };
    },
  );
}
