import { type Kysely, sql } from 'kysely';
import { addPermissionKeys, type PermissionRow } from './permission-keys.js';

/**
 * Staff create orders and keep the guest list (issue 42 item 2). Granted to no role: the admin passes every
 * check anyway (ADMIN), and who else may is the school's choice under Rollen.
 */
const permissions: PermissionRow[] = [
  ['ORDERS_CREATE', 'Reservierungen anlegen', 'Reservierungen, Freikarten und bezahlte Bestellungen anlegen und die Gästeliste führen', 'ORDERS_VIEW'],
];

/**
 * Orders staff make in the back office are ordinary online orders (the same hold, quotas, tickets), marked by
 * `staff_kind`: 'free' (Freikarte, with its reason), 'box_office' (pays at the door; held until `expires_at`,
 * then released like any hold) or 'paid' (money already received, with a note). The guest list holds names
 * without tickets, each admitted at most once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders
    add column staff_kind text check (staff_kind in ('free', 'box_office', 'paid')),
    add column staff_note text,
    add column created_by integer references users(id) on delete set null`.execute(db);
  await sql`create index orders_staff_kind on orders (staff_kind) where staff_kind is not null`.execute(db);
  await db.schema
    .createTable('guest_list')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('performance_id', 'integer', (c) => c.notNull().references('performances.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('admitted_at', 'timestamptz')
    .addColumn('admitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admitted_device', 'text')
    .execute();
  await db.schema.createIndex('guest_list_performance').on('guest_list').column('performance_id').execute();
  await addPermissionKeys(db, permissions, []);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('role_permissions').where('permission_key', '=', 'ORDERS_CREATE').execute();
  await db.deleteFrom('permissions').where('key', '=', 'ORDERS_CREATE').execute();
  await db.schema.dropTable('guest_list').execute();
  await sql`alter table orders drop column staff_kind, drop column staff_note, drop column created_by`.execute(db);
}
