import type { FastifyInstance } from 'fastify';
import { PageGetQuery } from '../../../shared/api/pages.js';
import type { AppContext } from '../../http/context.js';
import * as pages from './pages.service.js';

export async function pagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/pages/get.php', { schema: { querystring: PageGetQuery } }, async (request) => {
    const { name } = request.query as PageGetQuery;
    return { success: true, message: 'OK', page: await pages.pageByName(ctx, name) };
  });
}
