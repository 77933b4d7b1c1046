import type { FastifyInstance } from 'fastify';
import { RoleQuery, RoleUpdateRequest } from '../../../shared/api/roles.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as roles from './roles.service.js';

export async function rolesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Spec §7: the role options are read without a session (names and display names only).
  app.get('/accounts/roles/fetch.php', async () => ({ success: true, message: 'OK', roles: await roles.roleOptions(ctx) }));

  app.get('/accounts/roles/fetch_more.php', { onRequest: guard(ctx, 'USERS_ROLES') }, async () => ({
    success: true,
    message: 'OK',
    roles: await roles.roleSummaries(ctx),
  }));

  app.get(
    '/accounts/permissions/fetch_byRole.php',
    { schema: { querystring: RoleQuery }, onRequest: guard(ctx, 'USERS_ROLES') },
    async (request) => ({ success: true, message: 'OK', ...(await roles.rolePermissions(ctx, (request.query as RoleQuery).role)) }),
  );

  app.post('/accounts/roles/update.php', { schema: { body: RoleUpdateRequest }, onRequest: guard(ctx, 'USERS_ROLES') }, async (request) => {
    await roles.updateRole(ctx, sessionOf(request), request.body as RoleUpdateRequest);
    return { success: true, message: 'Daten erfolgreich gespeichert!' };
  });
}
