import { type Kysely, sql } from 'kysely';
import { PLACE_HOLD_SIGNATURE, placeHoldDefinition } from './017-lighter-hold.js';

/**
 * `place_hold` answers the new order's id only. Every other value of the row comes from the shop itself, and
 * the whole row (30 columns) cost the database its output and the server its parsing on every hold.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION ${PLACE_HOLD_SIGNATURE}`.execute(db);
  await placeHoldDefinition('id').execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION ${PLACE_HOLD_SIGNATURE}`.execute(db);
  await placeHoldDefinition('order').execute(db);
}
