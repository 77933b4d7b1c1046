import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** Tables of staff notices of new orders (migration 030); db/schema.ts lists them. */
export interface StaffOrderNoticesTable {
  order_id: number;
  created_at: CreatedAt;
}

export interface StaffDigestsTable {
  id: Generated<number>;
  /** The Berlin day summarised (YYYY-MM-DD). */
  day: string;
  created_at: CreatedAt;
}
