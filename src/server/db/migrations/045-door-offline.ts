import { type Kysely, sql } from 'kysely';

/**
 * The guest list and "zahlt an der Abendkasse" work at a door without network (issue 42 item 2, offline):
 * the kiosk decides, queues, and uploads later with a nonce of its own, so a retried upload never records
 * twice. `guest_list.admit_nonce` is the admission that stands; `reservation_payments` keeps every cash
 * payment a door reports for a reservation, also those the server could not settle (the cash exists).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table guest_list add column admit_nonce text unique`.execute(db);
  await db.schema
    .createTable('reservation_payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('completed', 'rejected')`))
    .addColumn('message', 'text')
    .addColumn('offline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reservation_payments_order').on('reservation_payments').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_payments').execute();
  await sql`alter table guest_list drop column admit_nonce`.execute(db);
}
