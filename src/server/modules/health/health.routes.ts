import { sql } from 'kysely';
import { Type } from 'typebox';
import { ApiErrorBody } from '../../../shared/api/errors.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';

const HealthResponse = Type.Object({ success: Type.Literal(true), database: Type.Literal('ok') });

/** For the app's connectivity probe and for load balancers: answers only when the database does. */
export async function healthRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/health.php',
    {
      schema: {
        summary: 'Erreichbarkeit',
        description: 'Antwortet mit 200, wenn Server und Datenbank antworten, sonst mit 503 (für Load Balancer und die App).',
        tags: ['System'],
        response: { 200: HealthResponse, '4xx': ApiErrorBody, 503: ApiErrorBody, '5xx': ApiErrorBody },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { success: true as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ success: false, code: 'DATABASE_DOWN', message: 'Die Datenbank antwortet nicht.' });
      }
    },
  );
}
