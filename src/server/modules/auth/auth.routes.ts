import type { FastifyInstance } from 'fastify';
import { LoginRequest, SessionTokenQuery } from '../../../shared/api/auth.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as auth from './auth.service.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/auth/login.php', { schema: { body: LoginRequest } }, async (request) => {
    const body = request.body as LoginRequest;
    const token = await auth.login(ctx, body.user, body.auth, request.ip);
    return { success: true, message: 'Login erfolgreich', session_token: token };
  });

  app.post('/auth/check_session.php', { onRequest: guard(ctx) }, async (request) => {
    const session = sessionOf(request);
    return { success: true, valid: true, user: session.username, user_id: session.userId };
  });

  app.post('/auth/logout.php', { onRequest: guard(ctx) }, async (request) => {
    await auth.logout(ctx, sessionOf(request));
    return { success: true, message: 'Abgemeldet' };
  });

  app.get(
    '/accounts/permissions/check_all.php',
    { schema: { querystring: SessionTokenQuery }, onRequest: guard(ctx) },
    async (request) => ({
      success: true,
      message: 'OK',
      permissions: sessionOf(request).permissions.map((permission_key) => ({ permission_key })),
    }),
  );
}
