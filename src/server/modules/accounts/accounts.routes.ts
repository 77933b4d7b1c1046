import type { FastifyInstance } from 'fastify';
import { SessionTokenQuery } from '../../../shared/api/auth.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import { accountById } from './accounts.service.js';

export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/accounts/get_by_session.php',
    { schema: { querystring: SessionTokenQuery }, preHandler: guard(ctx) },
    async (request) => ({ success: true, message: 'OK', data: await accountById(ctx, sessionOf(request).userId) }),
  );
}
