import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Not compressible, so the row really takes its pages (a repeated text would shrink to a few bytes). */
const FILLER_BYTES = 16 * 1024;

/**
 * A small committed write that needs new space on the disk: the table is emptied (PostgreSQL gives it a
 * new file) and one row of 16 KB goes in, so the file must grow and the WAL be flushed at the commit. Waits
 * at most a second for the table's lock (a backup reading it holds one).
 */
export async function writeDiskProbe(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local lock_timeout = 1000`.execute(trx);
    await sql`truncate disk_probe`.execute(trx);
    await sql`insert into disk_probe (id, written_at, filler)
      select 1, ${now}, string_agg(md5(random()::text), '') from generate_series(1, ${FILLER_BYTES / 32})`.execute(trx);
  });
}
