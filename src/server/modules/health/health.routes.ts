import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.js';

/** For the app's connectivity probe and for load balancers: answers only when the database does. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/health.php', async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { success: true, database: 'ok' };
    } catch {
      return reply.status(503).send({ success: false, code: 'DATABASE_DOWN', message: 'Die Datenbank antwortet nicht.' });
    }
  });
}
