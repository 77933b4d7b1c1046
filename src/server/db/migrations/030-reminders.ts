import { type Kysely, sql } from 'kysely';
import { reminderTemplate } from './030-reminders.texts.js';

/**
 * Reminders before a performance (issue 33): `order_reminders` holds one row per order and performance
 * once its reminder is queued; its primary key is what keeps it to one mail even when several server
 * processes look for due reminders at the same moment. An outbox row names the performance it is about,
 * so the reminder (and its resend) speaks of that performance, not just the order's first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_reminders')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('performance_id', 'integer', (col) => col.notNull().references('performances.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('order_reminders_pkey', ['order_id', 'performance_id'])
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('performance_id', 'integer', (col) => col.references('performances.id').onDelete('set null')).execute();
  await db.insertInto('mail_templates').values(reminderTemplate).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_templates').where('purpose', '=', 'reminder').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('performance_id').execute();
  await db.schema.dropTable('order_reminders').execute();
}
