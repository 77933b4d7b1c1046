import { type Kysely, sql } from 'kysely';

/**
 * A record of every backup attempt (the files themselves live in BACKUP_DIR, outside the database): when the
 * last one succeeded decides when the next automatic one is due, for every server process alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('trigger', 'text', (col) => col.notNull().check(sql`trigger IN ('auto', 'manual')`))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('ok', 'boolean', (col) => col.notNull())
    .addColumn('file_name', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await sql`CREATE INDEX backup_runs_ok ON backup_runs (started_at DESC) WHERE ok`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
