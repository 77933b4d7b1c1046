import type { Timestamp } from '../../db/column-types.js';

/** Table types of the statistics module for Kysely; db/schema.ts lists them in `Database`. */
/** Hourly sums of paid orders, kept exact by triggers (migration 007) for the statistics. */
export interface SalesHourlyTable {
  hour: Timestamp;
  category: string;
  event: string;
  tickets: number;
}

export interface OrdersHourlyTable {
  hour: Timestamp;
  orders: number;
  revenue_cents: number;
  donation_cents: number;
  donors: number;
}
