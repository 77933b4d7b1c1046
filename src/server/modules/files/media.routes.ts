import { answers } from '../../../shared/api/errors.js';
import { MediaListResponse } from '../../../shared/api/media.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import { listMedia } from './media.service.js';

/** The media library reads; uploads and deletes go through files/upload.php and files/delete.php. */
export async function mediaRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/media/list.php',
    {
      schema: {
        summary: 'Medienbibliothek',
        description: 'Alle Bilder mit Ordnern und ihrer Verwendung im Shop. Berechtigung MEDIA_VIEW, EVENTS_EDIT oder TICKET_DESIGN_EDIT.',
        tags: ['Dateien'],
        response: answers(MediaListResponse),
      },
      onRequest: guard(ctx, ['MEDIA_VIEW', 'EVENTS_EDIT', 'TICKET_DESIGN_EDIT']),
    },
    async () => ({ success: true as const, message: 'OK', ...(await listMedia(ctx)) }),
  );
}
