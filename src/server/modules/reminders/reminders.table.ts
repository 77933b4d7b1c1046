import type { CreatedAt } from '../../db/column-types.js';

/** One row per order and performance whose reminder was queued (migration 030); db/schema.ts lists it. */
export interface OrderRemindersTable {
  order_id: number;
  performance_id: number;
  created_at: CreatedAt;
}
