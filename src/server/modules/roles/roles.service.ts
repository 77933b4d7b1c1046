import type { RoleOption, RolePermissionsResponse, RoleSummary, RoleUpdateRequest } from '../../../shared/api/roles.js';
import { buildPermissionTree, normalizeTree } from '../../../shared/domain/permission-tree.js';
import { ADMIN, hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { forbidden, invalid, notFound } from '../../domain-errors.js';
import { permissionKeysOfUser } from '../auth/index.js';
import type { SessionUser } from '../auth/index.js';
import { assertAdminRemains, callerRank, lockAccountChanges } from '../accounts/index.js';
import * as repo from './roles.repository.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { noteAudit } from '../audit/index.js';

const roleNotFound = () => notFound('Rolle nicht gefunden', 'ROLE_NOT_FOUND');

export function roleOptions(ctx: AppContext): Promise<RoleOption[]> {
  return repo.listRoleOptions(ctx.db);
}

export async function roleSummaries(ctx: AppContext): Promise<RoleSummary[]> {
  const [roles, users, keys] = await Promise.all([repo.listRoles(ctx.db), repo.usernamesByRole(ctx.db), repo.permissionKeysByRole(ctx.db)]);
  return roles.map((role) => ({
    ...role,
    users: (users.get(role.name) ?? []).join(', '),
    permissions: (keys.get(role.name) ?? []).map((permission) => permission.key).join(', '),
    permission_list: keys.get(role.name) ?? [],
  }));
}

export async function rolePermissions(ctx: AppContext, name: string): Promise<Omit<RolePermissionsResponse, 'success' | 'message'>> {
  const role = await repo.findRole(ctx.db, name);
  if (!role) throw roleNotFound();
  const [rows, held] = await Promise.all([repo.permissionRows(ctx.db), repo.permissionKeysOfRole(ctx.db, name)]);
  return {
    role: { name: role.name, display_name: role.display_name },
    permissionsTree: normalizeTree(buildPermissionTree(rows, new Set(held))),
  };
}

/**
 * Spec §7 accounts/roles/update.php. Someone without ADMIN grants only keys they hold and edits only
 * roles up to their rank; nobody takes role management away from themselves or removes the last admin.
 */
export async function updateRole(ctx: AppContext, caller: SessionUser, request: RoleUpdateRequest): Promise<void> {
  const keys = [...new Set(request.permissions)];
  await ctx.db.transaction().execute(async (trx) => {
    await lockAccountChanges(trx);
    const role = await repo.findRole(trx, request.name);
    if (!role) throw roleNotFound();
    const known = new Set((await repo.permissionRows(trx)).map((row) => row.key));
    const unknown = keys.filter((key) => !known.has(key));
    if (unknown.length) throw invalid(`Unbekannte Berechtigung: ${unknown.join(', ')}.`, 'UNKNOWN_PERMISSION');

    const rank = await callerRank(trx, caller);
    if (!rank.admin) {
      const current = await repo.permissionKeysOfRole(trx, role.name);
      const beyond = [...keys, ...current].filter((key) => !caller.permissions.includes(key));
      if (role.hierarchy > rank.hierarchy || beyond.length || keys.includes(ADMIN)) {
        throw forbidden('Sie dürfen keine Rechte vergeben oder ändern, die Sie selbst nicht haben.', 'OUTRANKED');
      }
    }
    const before = { display_name: role.display_name, permissions: [...(await repo.permissionKeysOfRole(trx, role.name))].sort() };
    await repo.updateRole(trx, role.name, request.display_name.trim() || role.name, keys);
    noteAudit({
      subject: `role:${role.name}`,
      changes: diffFields(before, { display_name: request.display_name.trim() || role.name, permissions: [...keys].sort() }),
    });
    const after = await permissionKeysOfUser(trx, caller.userId);
    if (!hasPermission(after, 'USERS_ROLES')) {
      throw forbidden('Sie können sich nicht selbst die Rollenverwaltung entziehen.', 'SELF_DEMOTION');
    }
    await assertAdminRemains(trx);
  });
}
