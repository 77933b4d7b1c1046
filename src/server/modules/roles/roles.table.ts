import type { Generated } from 'kysely';

/** Table types of the roles module for Kysely; db/schema.ts lists them in `Database`. */
export interface PermissionsTable {
  key: string;
  name: string;
  description: Generated<string>;
  parent_key: string | null;
  sort_order: Generated<number>;
}

export interface RolesTable {
  name: string;
  display_name: string;
  hierarchy: Generated<number>;
}

export interface RolePermissionsTable {
  role_name: string;
  permission_key: string;
}
