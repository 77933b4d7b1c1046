import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the alerts module for Kysely; db/schema.ts lists them in `Database`. */
export interface AlertsTable {
  id: Generated<number>;
  kind: string;
  message: string;
  order_id: number | null;
  dedupe_key: string | null;
  details: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  mailed_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
}
