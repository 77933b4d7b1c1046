import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Table types for Kysely. Each migration that changes a table updates its interface here. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SeatRow {
  row: string;
  seats: number;
}
export interface Passage {
  title: string;
  text: string;
}
export interface CastMember {
  name: string;
  role: string;
}
export interface EventLocation {
  name?: string;
  address?: string;
  parkingNote?: string;
  mapUrl?: string;
}
export interface PageSection {
  name: string;
  id: string;
  html: string;
}

export interface FilesTable {
  id: Generated<number>;
  name: string;
  folder: Generated<string>;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  status: Generated<string>;
  seat_rows: JSONColumnType<SeatRow[], string | undefined, string>;
  updated_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  title: string;
  description: Generated<string>;
  image_file_id: number | null;
  color_primary: Generated<string>;
  color_secondary: Generated<string>;
  premiere_date: NullableTimestamp;
  visible: Generated<boolean>;
  has_seat_selection: Generated<boolean>;
  passages: JSONColumnType<Passage[], string | undefined, string>;
  cast_members: JSONColumnType<CastMember[], string | undefined, string>;
  location: JSONColumnType<EventLocation, string | undefined, string>;
  gallery_file_ids: JSONColumnType<number[], string | undefined, string>;
  updated_at: CreatedAt;
}

export interface PerformancesTable {
  id: Generated<number>;
  event_id: number;
  starts_at: Timestamp;
  doors_at: NullableTimestamp;
  room_id: number | null;
  box_office_capacity: Generated<number>;
  on_sale: Generated<boolean>;
}

export interface CategoriesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  price_cents: number;
  max_per_order: Generated<number>;
  sort_order: Generated<number>;
}

export interface QuotasTable {
  performance_id: number;
  category_id: number;
  capacity: number;
}

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

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  subject: string;
  failed_at: CreatedAt;
}

export interface SettingsTable {
  key: string;
  value: JSONColumnType<object, string, string>;
  updated_at: CreatedAt;
}

export interface SitePagesTable {
  name: string;
  title: string;
  sections: JSONColumnType<PageSection[], string | undefined, string>;
  updated_at: CreatedAt;
}

export interface Database {
  files: FilesTable;
  rooms: RoomsTable;
  events: EventsTable;
  performances: PerformancesTable;
  categories: CategoriesTable;
  quotas: QuotasTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  settings: SettingsTable;
  site_pages: SitePagesTable;
}
