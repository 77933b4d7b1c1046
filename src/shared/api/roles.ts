import { type Static, Type } from 'typebox';
import type { PermissionNode as PermissionNodeType } from '../domain/permission-tree';

/** Spec §3 role option. */
export const RoleOption = Type.Object({ name: Type.String(), display_name: Type.String() });
export type RoleOption = Static<typeof RoleOption>;

/** Spec §3 role as accounts/roles/fetch_more.php lists it; users and permissions as list text. */
export const RoleSummary = Type.Object({
  name: Type.String(),
  display_name: Type.String(),
  hierarchy: Type.Integer(),
  users: Type.String({ description: 'Benutzernamen, durch Komma getrennt' }),
  permissions: Type.String({ description: 'Berechtigungsschlüssel, durch Komma getrennt' }),
  /** The same permissions with their German names, for the roles page (issue 32 item 8). */
  permission_list: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
});
export type RoleSummary = Static<typeof RoleSummary>;

export const RoleOptionsResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), roles: Type.Array(RoleOption) });
export type RoleOptionsResponse = Static<typeof RoleOptionsResponse>;

export const RoleSummariesResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), roles: Type.Array(RoleSummary) });
export type RoleSummariesResponse = Static<typeof RoleSummariesResponse>;

/** Spec §3 permission tree node (shared/domain/permission-tree.ts), as a schema that refers to itself. */
const PermissionNode = Type.Unsafe<PermissionNodeType>(
  Type.Cyclic(
    {
      PermissionNode: Type.Object({
        key: Type.String(),
        name: Type.String(),
        description: Type.String(),
        has: Type.Boolean({ description: 'Ob die Rolle diese Berechtigung hat' }),
        children: Type.Array(Type.Ref('PermissionNode')),
      }),
    },
    'PermissionNode',
  ),
);

export const RoleQuery = Type.Object({ role: Type.String({ minLength: 1, maxLength: 100 }) });
export type RoleQuery = Static<typeof RoleQuery>;

export const RolePermissionsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  role: RoleOption,
  permissionsTree: Type.Array(PermissionNode),
});
export type RolePermissionsResponse = Static<typeof RolePermissionsResponse>;

/** Spec §7 accounts/roles/update.php. */
export const RoleUpdateRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  display_name: Type.String({ maxLength: 100 }),
  permissions: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 500 }),
});
export type RoleUpdateRequest = Static<typeof RoleUpdateRequest>;
