import type { Kysely } from 'kysely';

/**
 * Staff hear of new orders (issue 33, "Neue Bestellungen per E-Mail"): `staff_order_notices` marks an
 * order whose mail to staff is queued, `staff_digests` a day whose summary is; their keys keep each to
 * once across server processes. A summary's outbox rows name it (`digest_id`), as alert mails name their alert.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_order_notices')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('staff_digests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('day', 'date', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('digest_id', 'integer', (col) => col.references('staff_digests.id').onDelete('set null')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('digest_id').execute();
  await db.schema.dropTable('staff_digests').execute();
  await db.schema.dropTable('staff_order_notices').execute();
}
