import type { FastifyInstance } from 'fastify';
import { SitePageSaveRequest } from '../../../shared/api/site-pages.js';
import { SITES_KEYS } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import * as pages from './site-pages.service.js';

/** The back office's pages screen; the shop reads the same rows through pages/get.php. */
export async function sitePagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/pages/admin_list.php', { onRequest: guard(ctx, SITES_KEYS) }, async () => ({
    success: true,
    message: 'OK',
    pages: await pages.editablePages(ctx),
  }));

  app.post('/pages/save.php', { schema: { body: SitePageSaveRequest }, onRequest: guard(ctx, 'CONFIGURATION_SITES_EDIT') }, async (request) => ({
    success: true,
    message: 'Daten erfolgreich gespeichert!',
    page: await pages.savePage(ctx, request.body as SitePageSaveRequest),
  }));
}
