import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import { listMedia } from './media.service.js';

/** The media library reads; uploads and deletes go through files/upload.php and files/delete.php. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/media/list.php', { onRequest: guard(ctx, ['MEDIA_VIEW', 'EVENTS_EDIT', 'TICKET_DESIGN_EDIT']) }, async () => ({
    success: true,
    message: 'OK',
    ...(await listMedia(ctx)),
  }));
}
