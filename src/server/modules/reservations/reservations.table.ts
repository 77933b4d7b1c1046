import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the reservations module for Kysely; db/schema.ts lists them in `Database`. */

/** A name on a performance's guest list (Gästeliste): no ticket, admitted at the door by name, once. */
export interface GuestListTable {
  id: Generated<number>;
  performance_id: number;
  name: string;
  note: Generated<string>;
  added_by: number | null;
  created_at: CreatedAt;
  admitted_at: NullableTimestamp;
  admitted_by: number | null;
  admitted_device: string | null;
}
