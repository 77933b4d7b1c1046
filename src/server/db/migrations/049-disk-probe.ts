import { type Kysely, sql } from 'kysely';

/**
 * Issue 52 item 8: a table of its own for the write that asks whether the database's disk has room again
 * (alerts/disk-watch.ts). It holds one row; the probe empties it (a new file) and writes it anew, so the
 * answer needs fresh space on the disk and a WAL flush, as an order does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table disk_probe (id smallint primary key, written_at timestamptz not null, filler text not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table disk_probe`.execute(db);
}
