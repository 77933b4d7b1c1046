import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Inserts the alert unless one with its dedupe key is still open (the partial unique index decides). */
export async function insertAlertUnlessOpen(db: Db, values: Insertable<Database['alerts']>): Promise<void> {
  await db
    .insertInto('alerts')
    .values(values)
    .onConflict((oc) => oc.column('dedupe_key').where(sql<boolean>`resolved_at IS NULL AND dedupe_key IS NOT NULL`).doNothing())
    .execute();
}
