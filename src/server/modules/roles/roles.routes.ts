import { answers, MessageResponse } from '../../../shared/api/errors.js';
import { RoleOptionsResponse, RolePermissionsResponse, RoleQuery, RoleSummariesResponse, RoleUpdateRequest } from '../../../shared/api/roles.js';
import type { ApiInstance } from '../../http/api-instance.js';
import type { AppContext } from '../../http/context.js';
import { guard, sessionOf } from '../../http/guard.js';
import * as roles from './roles.service.js';

const tags = ['Rollen'];

export async function rolesRoutes(app: ApiInstance, ctx: AppContext): Promise<void> {
  // Spec §7: the role options are read without a session (names and display names only).
  app.get(
    '/accounts/roles/fetch.php',
    {
      schema: {
        summary: 'Rollen zur Auswahl',
        description: 'Namen und Anzeigenamen aller Rollen, ohne Anmeldung.',
        tags,
        response: answers(RoleOptionsResponse),
      },
    },
    async () => ({ success: true as const, message: 'OK', roles: await roles.roleOptions(ctx) }),
  );

  app.get(
    '/accounts/roles/fetch_more.php',
    {
      schema: {
        summary: 'Rollen mit Details',
        description: 'Alle Rollen mit Rang, Benutzern und Berechtigungen. Berechtigung USERS_ROLES.',
        tags,
        response: answers(RoleSummariesResponse),
      },
      onRequest: guard(ctx, 'USERS_ROLES'),
    },
    async () => ({ success: true as const, message: 'OK', roles: await roles.roleSummaries(ctx) }),
  );

  app.get(
    '/accounts/permissions/fetch_byRole.php',
    {
      schema: {
        summary: 'Berechtigungen einer Rolle',
        description: 'Der Berechtigungsbaum mit den Häkchen der Rolle. Berechtigung USERS_ROLES.',
        tags,
        querystring: RoleQuery,
        response: answers(RolePermissionsResponse),
      },
      onRequest: guard(ctx, 'USERS_ROLES'),
    },
    async (request) => ({ success: true as const, message: 'OK', ...(await roles.rolePermissions(ctx, request.query.role)) }),
  );

  app.post(
    '/accounts/roles/update.php',
    {
      schema: {
        summary: 'Rolle speichern',
        description: 'Legt eine Rolle an oder ändert Anzeigename und Berechtigungen. Berechtigung USERS_ROLES.',
        tags,
        body: RoleUpdateRequest,
        response: answers(MessageResponse),
      },
      onRequest: guard(ctx, 'USERS_ROLES'),
    },
    async (request) => {
      await roles.updateRole(ctx, sessionOf(request), request.body);
      return { success: true as const, message: 'Daten erfolgreich gespeichert!' };
    },
  );
}
