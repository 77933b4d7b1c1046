import { type Kysely, sql } from 'kysely';
import { addPermissionKeys, type PermissionRow } from './permission-keys.js';

/** Keys for changing what the back office so far could only look at (issue 6), with their tree parents. */
const permissions: PermissionRow[] = [
  ['EVENTS_EDIT', 'Events bearbeiten', 'Events, Vorstellungen, Kategorien und Kontingente anlegen, ändern und löschen', 'EVENTS_VIEW'],
  ['TICKET_DESIGN_VIEW', 'Ticket-Designer', 'Gestaltung der Tickets sehen', 'EVENTS_VIEW'],
  ['TICKET_DESIGN_EDIT', 'Ticket-Designer bearbeiten', 'Gestaltung der Tickets ändern', 'EVENTS_VIEW'],
  ['ORDERS_EDIT', 'Bestellungen bearbeiten', 'Bestellungen stornieren und erstatten, Tickets erneut senden', 'ORDERS_VIEW'],
  ['PAYPAL_EDIT', 'PayPal bearbeiten', 'Universen anlegen, ändern, löschen und aktivieren', 'PAYPAL_VIEW'],
  ['ROOMS_EDIT', 'Spielstätten bearbeiten', 'Räume und Sitzpläne anlegen, ändern und löschen', 'ROOMS_VIEW'],
];

/** The manager runs the shows; payment credentials stay with the administrators. */
const grants: Array<[role: string, keys: string[]]> = [
  ['manager', ['EVENTS_EDIT', 'TICKET_DESIGN_VIEW', 'TICKET_DESIGN_EDIT', 'ORDERS_EDIT', 'ROOMS_EDIT']],
  ['privileged', ['TICKET_DESIGN_VIEW']],
];

/** The ticket look as printed before the designer existed (a copy: migrations stay as they ran). */
const DEFAULT_TICKET_DESIGN = {
  logo_file_id: null,
  color_primary: '6a1b9a',
  color_text: '1a1a1a',
  heading: 'TICKET',
  fields: { event: true, date: true, doors: true, place: true, category: true, price: true, seat: true, order: true, name: true },
  footer_text: 'Bitte zeige diesen QR-Code am Einlass vor. Gültig für eine Person und einen Eintritt.',
};

export async function up(db: Kysely<any>): Promise<void> {
  await addPermissionKeys(db, permissions, grants);

  // Venues: capacity in seats (a seat layout fixes it; free seating states it).
  await db.schema.alterTable('rooms').addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update rooms set capacity = coalesce((select sum((r->>'seats')::int) from jsonb_array_elements(seat_rows) r), 0)`.execute(db);
  await db.schema.createIndex('performances_room').on('performances').column('room_id').execute();

  // Cancelling an order: who and when; refunds are payments rows of kind 'refund'.
  await db.schema
    .alterTable('orders')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
  await db.schema.createIndex('order_items_event').on('order_items').column('event_id').execute();

  // The test provider refunds like PayPal: one refund per request id.
  await db.schema
    .alterTable('test_provider_orders')
    .addColumn('refund_id', 'text')
    .addColumn('refund_request_id', 'text')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db
    .insertInto('settings')
    .values({ key: 'ticket_design', value: JSON.stringify(DEFAULT_TICKET_DESIGN) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', 'ticket_design').execute();
  await db.schema.alterTable('test_provider_orders').dropColumn('refund_id').dropColumn('refund_request_id').dropColumn('refunded_cents').execute();
  await db.schema.dropIndex('order_items_event').execute();
  await db.schema.dropIndex('orders_created').execute();
  await db.schema.alterTable('orders').dropColumn('cancelled_at').dropColumn('cancelled_by').execute();
  await db.schema.dropIndex('performances_room').execute();
  await db.schema.alterTable('rooms').dropColumn('capacity').execute();
  await db.deleteFrom('permissions').where('key', 'in', permissions.map(([key]) => key)).execute();
}
