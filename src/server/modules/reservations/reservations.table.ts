import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../db/column-types.js';

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
  /** The door's nonce of the admission that stands (migration 045): its retries are answered as the first time. */
  admit_nonce: string | null;
}

/** A cash payment a door reported for a reservation, once per nonce; 'rejected' when it settled nothing. */
export interface ReservationPaymentsTable {
  id: Generated<number>;
  nonce: string;
  order_id: number;
  device_id: string;
  device_name: string;
  user_id: number | null;
  status: 'completed' | 'rejected';
  message: string | null;
  offline: Generated<boolean>;
  paid_at: Timestamp;
  received_at: CreatedAt;
}
