import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the audit module for Kysely; db/schema.ts lists them in `Database`. Append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  user_id: number | null;
  username: string | null;
  address: string | null;
  action: string;
  subject: string | null;
  order_id: number | null;
  request_id: string | null;
  changes: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  /** The HTTP status of the write (migration 024); null for events outside a request. */
  status: number | null;
}
