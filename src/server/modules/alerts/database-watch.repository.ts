import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The cheapest statement that proves the database answers. */
export async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
