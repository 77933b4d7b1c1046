import type { RolePermissionsResponse, RoleSummariesResponse, RoleSummary } from '../../../shared/api/roles';
import { apiRequest } from '../../lib/api-client';

export async function fetchRoleSummaries(): Promise<RoleSummary[]> {
  return (await apiRequest<RoleSummariesResponse>('accounts/roles/fetch_more.php', { auth: true })).roles;
}

export function fetchRolePermissions(role: string): Promise<RolePermissionsResponse> {
  return apiRequest<RolePermissionsResponse>('accounts/permissions/fetch_byRole.php', { auth: true, query: { role } });
}

export async function updateRole(name: string, displayName: string, permissions: string[]): Promise<void> {
  await apiRequest('accounts/roles/update.php', { auth: true, json: { name, display_name: displayName, permissions } });
}
