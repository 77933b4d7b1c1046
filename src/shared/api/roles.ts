import { type Static, Type } from 'typebox';
import type { PermissionNode } from '../domain/permission-tree';

/** Spec §3 role option. */
export interface RoleOption {
  name: string;
  display_name: string;
}

/** Spec §3 role as accounts/roles/fetch_more.php lists it; users and permissions as list text. */
export interface RoleSummary extends RoleOption {
  hierarchy: number;
  users: string;
  permissions: string;
}

export interface RoleOptionsResponse {
  success: true;
  message: string;
  roles: RoleOption[];
}

export interface RoleSummariesResponse {
  success: true;
  message: string;
  roles: RoleSummary[];
}

export const RoleQuery = Type.Object({ role: Type.String({ minLength: 1, maxLength: 100 }) });
export type RoleQuery = Static<typeof RoleQuery>;

export interface RolePermissionsResponse {
  success: true;
  message: string;
  role: RoleOption;
  permissionsTree: PermissionNode[];
}

/** Spec §7 accounts/roles/update.php. */
export const RoleUpdateRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  display_name: Type.String({ maxLength: 100 }),
  permissions: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 500 }),
});
export type RoleUpdateRequest = Static<typeof RoleUpdateRequest>;
