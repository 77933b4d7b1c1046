import { type Kysely, sql } from 'kysely';
import { addPermissionKeys, type PermissionRow } from './permission-keys.js';

/** The door's keys (issue 8): one parent for the sidebar's 'Einlass' entry, one key per task. */
const permissions: PermissionRow[] = [
  ['KIOSK_VIEW', 'Einlass', 'Einlass-Kiosk öffnen und im Menü sehen', null],
  ['CHECKIN_SCAN', 'Tickets scannen', 'Tickets am Einlass prüfen und Gäste einlassen', 'KIOSK_VIEW'],
  ['BOX_OFFICE_SELL', 'Abendkasse', 'An der Abendkasse Tickets gegen Bargeld verkaufen', 'KIOSK_VIEW'],
];
/** Admin holds ADMIN and passes every check; the manager gets the door explicitly. */
const managerKeys = ['KIOSK_VIEW', 'CHECKIN_SCAN', 'BOX_OFFICE_SELL'];

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Door sales are orders too (back office lists and statistics see them), told apart by channel and payment.
  await db.schema
    .alterTable('orders')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('online').check(sql`channel in ('online', 'box_office')`))
    .execute();
  await db.schema.alterTable('orders').addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('PayPal')).execute();

  await db.schema
    .createTable('kiosk_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // Every scan a kiosk made, once per nonce. The earliest valid scan of a ticket is its admission.
  await db.schema
    .createTable('checkins')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('performance_id', 'integer', (c) => c.notNull().references('performances.id').onDelete('cascade'))
    .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('kiosk_devices.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('verdict', 'text', (c) =>
      c.notNull().check(sql`verdict in ('valid', 'already', 'cancelled', 'wrong_performance', 'invalid')`),
    )
    .addColumn('admitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('duplicate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('scanned_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('checkins_ticket').on('checkins').column('ticket_id').execute();
  await db.schema.createIndex('checkins_performance_received').on('checkins').columns(['performance_id', 'received_at']).execute();

  // Each door sale once per nonce, including those refused for an exhausted box-office quota (the cash is real).
  await db.schema
    .createTable('box_office_sales')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('performance_id', 'integer', (c) => c.notNull().references('performances.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull().references('kiosk_devices.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('completed', 'rejected')`))
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('offline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('message', 'text')
    .addColumn('sold_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('box_office_sales_performance').on('box_office_sales').column('performance_id').execute();

  await addPermissionKeys(db, permissions, [['manager', managerKeys]]);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['box_office_sales', 'checkins', 'kiosk_devices']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  await db.schema.alterTable('orders').dropColumn('channel').execute();
  await db.deleteFrom('permissions').where('key', 'in', permissions.map(([key]) => key)).execute();
}
