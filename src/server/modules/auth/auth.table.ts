import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the auth module for Kysely; db/schema.ts lists them in `Database`. */
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
