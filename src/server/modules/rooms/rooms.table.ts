import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the rooms module for Kysely; db/schema.ts lists them in `Database`. */
export interface SeatRow {
  row: string;
  seats: number;
}

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  status: Generated<string>;
  seat_rows: JSONColumnType<SeatRow[], string | undefined, string>;
  capacity: Generated<number>;
  updated_at: CreatedAt;
}
