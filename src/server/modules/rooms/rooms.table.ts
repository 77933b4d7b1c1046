import type { Generated, JSONColumnType } from 'kysely';
import type { SeatRowPlan } from '../../../shared/domain/seats.js';
import type { CreatedAt } from '../../db/column-types.js';

/** A stored row of the seat plan (shared/domain/seats.ts: old rooms hold only `row` and `seats`). */
export type SeatRow = SeatRowPlan;

/** Table types of the rooms module for Kysely; db/schema.ts lists them in `Database`. */
export interface RoomsTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  status: Generated<string>;
  seat_rows: JSONColumnType<SeatRow[], string | undefined, string>;
  capacity: Generated<number>;
  /** The stage's side of the seat plan: 'top' (row A nearest, drawn at the top) or 'bottom'. */
  stage: Generated<string>;
  updated_at: CreatedAt;
}
