import { answers } from '../../../shared/api/errors.js';
import { PageGetQuery, PageGetResponse } from '../../../shared/api/pages.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import * as pages from './pages.service.js';
import { textLanguage } from '../../http/visitor-language.js';

export async function pagesRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/pages/get.php',
    {
      schema: {
        summary: 'Seite lesen',
        description: 'Ein Rechtstext oder die Kontaktseite des Shops (z. B. impressum, datenschutz, agb) mit ihren Abschnitten.',
        tags: ['Seiten'],
        querystring: PageGetQuery,
        response: answers(PageGetResponse),
      },
    },
    async (request, reply) => {
      const { name } = request.query;
      return { success: true as const, message: 'OK', page: await pages.pageByName(ctx, name, await textLanguage(ctx.db, request, reply)) };
    },
  );
}
