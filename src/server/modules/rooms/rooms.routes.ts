import type { FastifyInstance } from 'fastify';
import { RoomDeleteRequest, RoomSaveRequest } from '../../../shared/api/rooms.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as rooms from './rooms.service.js';

/** Venues (spec §2 'Spielstätten'); the event editor reads the list to offer rooms for performances. */
export async function roomsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/rooms/list.php', { onRequest: guard(ctx, ['ROOMS_VIEW', 'EVENTS_EDIT']) }, async () => ({
    success: true,
    message: 'OK',
    data: await rooms.listRooms(ctx),
  }));

  app.post('/rooms/save.php', { schema: { body: RoomSaveRequest }, onRequest: guard(ctx, 'ROOMS_EDIT') }, async (request) => {
    const id = await rooms.saveRoom(ctx, request.body as RoomSaveRequest);
    return { success: true, message: 'Daten erfolgreich gespeichert!', id };
  });

  app.post('/rooms/delete.php', { schema: { body: RoomDeleteRequest }, onRequest: guard(ctx, 'ROOMS_EDIT') }, async (request) => {
    await rooms.deleteRoom(ctx, (request.body as RoomDeleteRequest).id);
    return { success: true, message: 'Spielstätte gelöscht.' };
  });
}
