import { answers } from '../../../shared/api/errors.js';
import { LogsQuery, LogsResponse } from '../../../shared/api/logs.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard } from '../../http/guard.js';
import { logPage } from './logs.service.js';

/** Issue 31: the server's warnings and errors of the last 14 days, from every process. */
export async function logsRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/logs/list.php',
    {
      schema: {
        summary: 'Logs',
        description: 'Warnungen und Fehler des Servers der letzten 14 Tage, neueste zuerst, nach Stufe, Zeit und Text durchsuchbar. Berechtigung LOGS_VIEW.',
        tags: ['System'],
        querystring: LogsQuery,
        response: answers(LogsResponse),
      },
      onRequest: guard(ctx, 'LOGS_VIEW'),
    },
    async (request) => ({ success: true as const, message: 'OK', ...(await logPage(ctx, request.query)) }),
  );
}
