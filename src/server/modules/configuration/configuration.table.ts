import type { JSONColumnType } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the configuration module for Kysely; db/schema.ts lists them in `Database`. */
export interface SettingsTable {
  key: string;
  value: JSONColumnType<object, string, string>;
  updated_at: CreatedAt;
}
