import { type Kysely, sql } from 'kysely';

/**
 * Re-entry at the door (issue 33 point 8, "Mehrfacheintritt pro Tag"): a scan may now be judged
 * 'reentry', and the server marks the scans it reads as a guest coming back, so they are counted and never
 * taken for duplicates. The verdict check is named by PostgreSQL after its column (005 declared it inline).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table checkins drop constraint if exists checkins_verdict_check`.execute(db);
  await sql`alter table checkins add constraint checkins_verdict_check check (verdict in ('valid', 'already', 'cancelled', 'wrong_performance', 'invalid', 'reentry'))`.execute(db);
  await db.schema.alterTable('checkins').addColumn('reentry', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}
