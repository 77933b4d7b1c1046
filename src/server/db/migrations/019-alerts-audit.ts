import { type Kysely, sql } from 'kysely';

/**
 * Two tables many modules write to: alerts (what needs a person) and the audit log (who did what).
 * The audit log is append-only: a trigger refuses UPDATE and DELETE, so nothing in the product can
 * rewrite history, whatever a route does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('dedupe_key', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  // One open alert per condition: raising it again while it is open adds nothing.
  await sql`CREATE UNIQUE INDEX alerts_open_dedupe ON alerts (dedupe_key) WHERE resolved_at IS NULL AND dedupe_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX alerts_open ON alerts (created_at) WHERE resolved_at IS NULL`.execute(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('username', 'text')
    .addColumn('address', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('request_id', 'text')
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`CREATE INDEX audit_log_at ON audit_log (at DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_order ON audit_log (order_id) WHERE order_id IS NOT NULL`.execute(db);
  await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER audit_log_append_only ON audit_log`.execute(db);
  await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('alerts').execute();
}
