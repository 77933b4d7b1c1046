import { answers } from '../../../shared/api/errors.js';
import { DashboardResponse, StatisticsOverviewQuery, StatisticsOverviewResponse, StatisticsResponse } from '../../../shared/api/statistics.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as statistics from './statistics.service.js';

const tags = ['Statistik'];

/** Spec §7 statistics calls. */
export async function statisticsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/statistics/dashboard.php',
    {
      schema: {
        summary: 'Dashboard',
        description: 'Umsatz, Kategorien, Eventverteilung, Verkäufe, nächstes Event und Systemstatus. Berechtigung DASHBOARD_VIEW.',
        tags,
        response: answers(DashboardResponse),
      },
      onRequest: guard(ctx, 'DASHBOARD_VIEW'),
    },
    async () => ({ success: true as const, message: 'OK', data: await statistics.dashboard(ctx) }),
  );

  app.get(
    '/statistics/fetch.php',
    {
      schema: {
        summary: 'Statistik',
        description: 'Verkaufsstatistik: mit STATISTICS_VIEW_DETAILED vollständig, mit STATISTICS_VIEW nur Tickets je Tag und Kategorie.',
        tags,
        response: answers(StatisticsResponse),
      },
      onRequest: guard(ctx, ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED']),
    },
    (request) => statistics.fetchStatistics(ctx, sessionOf(request)),
  );

  app.get(
    '/statistics/overview.php',
    {
      schema: {
        summary: 'Statistik-Übersicht',
        description:
          'Tickets je Tag und Kategorie, auf ein Event (event_id) oder eine Vorstellung (performance_id) eingegrenzt, mit den Events und Vorstellungen zur Auswahl. Berechtigung STATISTICS_VIEW oder STATISTICS_VIEW_DETAILED.',
        tags,
        querystring: StatisticsOverviewQuery,
        response: answers(StatisticsOverviewResponse),
      },
      onRequest: guard(ctx, ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED']),
    },
    (request) => statistics.statisticsOverview(ctx, request.query),
  );
}
