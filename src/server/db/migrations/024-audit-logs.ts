import { type Kysely, sql } from 'kysely';

/**
 * Issue 31: the audit log keeps each write's HTTP status (refused attempts are worth knowing too), alerts
 * are mailed through the outbox (a mail about an alert has no order), and the server's warnings and errors
 * land in a table, so every process's log is in one place for the back office.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('status', 'integer').execute();
  await sql`CREATE INDEX audit_log_user ON audit_log (user_id, at DESC) WHERE user_id IS NOT NULL`.execute(db);

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('alert_id', 'integer', (col) => col.references('alerts.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('server_logs')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('msg', 'text', (col) => col.notNull())
    .addColumn('req_id', 'text')
    .addColumn('pid', 'integer')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`CREATE INDEX server_logs_at ON server_logs (at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_logs').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('alert_id').execute();
  await sql`DROP INDEX audit_log_user`.execute(db);
  await db.schema.alterTable('audit_log').dropColumn('status').execute();
}
