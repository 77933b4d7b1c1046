import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as statistics from './statistics.service.js';


/** Spec §7 statistics calls. */
export async function statisticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/statistics/dashboard.php', { onRequest: guard(ctx, 'DASHBOARD_VIEW') }, async () => ({
    success: true,
    message: 'OK',
    data: await statistics.dashboard(ctx),
  }));

  app.get('/statistics/fetch.php', { onRequest: guard(ctx, ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED']) }, (request) =>
    statistics.fetchStatistics(ctx, sessionOf(request)),
  );
}
