import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Table types of the logs module for Kysely; db/schema.ts lists them in `Database`. */
export interface ServerLogsTable {
  id: Generated<number>;
  at: Timestamp;
  /** pino's number: 40 warn, 50 error, 60 fatal. */
  level: number;
  msg: string;
  req_id: string | null;
  pid: number | null;
  /** The rest of the line, as the logger wrote it (already redacted). */
  details: JSONColumnType<Record<string, unknown>, string | undefined, string>;
}
