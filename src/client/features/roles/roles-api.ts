import type { RolePermissionsResponse, RoleSummariesResponse, RoleSummary } from '../../../shared/api/roles';
import { apiRequest } from '../../lib/api-client';
import { adminRead } from '../../lib/offline/admin-reads';

export async function fetchRoleSummaries(): Promise<RoleSummary[]> {
  return (await adminRead<RoleSummariesResponse>('accounts/roles/fetch_more.php')).roles;
}

export function fetchRolePermissions(role: string): Promise<RolePermissionsResponse> {
  return adminRead<RolePermissionsResponse>('accounts/permissions/fetch_byRole.php', { role });
}

export async function updateRole(name: string, displayName: string, permissions: string[]): Promise<void> {
  await apiRequest('accounts/roles/update.php', { json: { name, display_name: displayName, permissions } });
}
