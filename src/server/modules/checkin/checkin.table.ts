import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/column-types.js';

/** Table types of the checkin module for Kysely; db/schema.ts lists them in `Database`. */
export interface KioskDevicesTable {
  id: string;
  name: string;
  user_id: number | null;
  first_seen_at: CreatedAt;
  last_seen_at: CreatedAt;
}

export type CheckinVerdictKey = 'valid' | 'already' | 'cancelled' | 'wrong_performance' | 'invalid' | 'reentry';

export interface CheckinsTable {
  id: Generated<number>;
  nonce: string;
  performance_id: number;
  ticket_id: number | null;
  device_id: string;
  user_id: number | null;
  method: string;
  code: string | null;
  /** What the kiosk decided at the door. */
  verdict: CheckinVerdictKey;
  /** The server's reading: this scan is the ticket's admission (the earliest valid one). */
  admitted: Generated<boolean>;
  /** A scan of a ticket another device admitted. */
  duplicate: Generated<boolean>;
  /** A later scan of an admitted ticket while re-entry is allowed: the guest came back in. */
  reentry: Generated<boolean>;
  scanned_at: Timestamp;
  received_at: CreatedAt;
}

export interface BoxOfficeSaleLine {
  category_id: number;
  quantity: number;
}

export interface BoxOfficeSalesTable {
  id: Generated<number>;
  nonce: string;
  performance_id: number;
  device_id: string;
  user_id: number | null;
  order_id: number | null;
  status: 'completed' | 'rejected';
  lines: JSONColumnType<BoxOfficeSaleLine[], string, string>;
  quantity: number;
  total_cents: number;
  offline: Generated<boolean>;
  message: string | null;
  sold_at: Timestamp;
  received_at: CreatedAt;
}
