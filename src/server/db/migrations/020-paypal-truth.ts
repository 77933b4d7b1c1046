import { type Kysely, sql } from 'kysely';

/**
 * What PayPal reports after the sale (issue 28): disputes a buyer opened, shown on the order, and why a
 * ticket was revoked, so the door can say "Zahlung zurückgebucht" rather than only "Storniert".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_disputes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('dispute_id', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('capture_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX payment_disputes_order ON payment_disputes (order_id)`.execute(db);
  await db.schema.alterTable('tickets').addColumn('revoked_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('revoked_reason').execute();
  await db.schema.dropTable('payment_disputes').execute();
}
