import { answers } from '../../../shared/api/errors.js';
import { SitePageSaveRequest, SitePageSaveResponse, SitePagesResponse } from '../../../shared/api/site-pages.js';
import { SITES_KEYS } from '../../../shared/domain/permissions.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as pages from './site-pages.service.js';

const tags = ['Seiten'];

/** The back office's pages screen; the shop reads the same rows through pages/get.php. */
export async function sitePagesRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/pages/admin_list.php',
    {
      schema: {
        summary: 'Seiten bearbeiten: Liste',
        description: 'Die sechs Texte des Shops zum Bearbeiten. Berechtigung für Seiten nötig.',
        tags,
        response: answers(SitePagesResponse),
      },
      onRequest: guard(ctx, SITES_KEYS),
    },
    async () => ({ success: true as const, message: 'OK', pages: await pages.editablePages(ctx) }),
  );

  app.post(
    '/pages/save.php',
    {
      schema: {
        summary: 'Seite speichern',
        description: 'Speichert Titel und Abschnitte eines Textes; HTML wird bereinigt. Berechtigung CONFIGURATION_SITES_EDIT.',
        tags,
        body: SitePageSaveRequest,
        response: answers(SitePageSaveResponse),
      },
      onRequest: guard(ctx, 'CONFIGURATION_SITES_EDIT'),
    },
    async (request) => ({ success: true as const, message: 'Daten erfolgreich gespeichert!', page: await pages.savePage(ctx, request.body) }),
  );
}
