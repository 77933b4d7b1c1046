import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the accounts module for Kysely; db/schema.ts lists them in `Database`. */
export type UserStatus = 'active' | 'inactive' | 'banned';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: Generated<string>;
  surname: Generated<string>;
  telephone: Generated<string>;
  mail: Generated<string>;
  image_id: number | null;
  password_hash: string;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface UserRolesTable {
  user_id: number;
  role_name: string;
}
