import { type Kysely, sql } from 'kysely';

/**
 * Issue 54 item 4: the per-request limits (API keys, tickets/send-mail.php, waiting-list joins) counted in
 * each process's memory, so with several processes on one PostgreSQL each allowed its own share. One row
 * per counted call, per limit and key (`bucket`); a limit counts its bucket's rows in its window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table rate_limit_hits (id bigserial primary key, bucket text not null, hit_at timestamptz not null)`.execute(db);
  await sql`create index rate_limit_hits_bucket on rate_limit_hits (bucket, hit_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rate_limit_hits`.execute(db);
}
