import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/column-types.js';

/** Table types of the backup module for Kysely; db/schema.ts lists them in `Database`. */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: Timestamp;
  finished_at: CreatedAt;
  trigger: 'auto' | 'manual';
  user_id: number | null;
  ok: boolean;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
}
