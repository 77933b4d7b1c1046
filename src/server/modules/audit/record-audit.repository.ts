import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Appends one entry; the database refuses UPDATE and DELETE on audit_log. */
export async function insertAuditEntry(db: Db, values: Insertable<Database['audit_log']>): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}
