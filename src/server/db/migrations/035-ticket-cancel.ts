import type { Kysely } from 'kysely';

/** The mail that tells the buyer staff cancelled single tickets (a snapshot: the back office edits the stored copy). */
export const ticketCancelTemplate = {
  name: 'ticket_cancel',
  purpose: 'ticket_cancel',
  status: 'active',
  subject: 'Stornierung von Tickets deiner Bestellung Nr. {bestellnummer}',
  content: `<p>Hallo {vorname} {nachname},</p>
<p>wir haben folgende Tickets deiner Bestellung Nr. {bestellnummer} für <strong>{event}</strong> storniert:</p>
{stornierte_tickets}
<p>Grund: {grund}</p>
<p>Die stornierten Tickets sind ungültig und werden am Einlass nicht mehr angenommen.</p>
<p>Erstattet: <strong>{erstattung}</strong> ({erstattungsstand}). {erstattungsweg}</p>
<p>Deine übrigen Tickets findest du weiterhin hier: {tickets_link}</p>
<p>{gruss}</p>`,
};

/**
 * Staff cancel single tickets of an order (issue 32 item 10): one row per cancellation keeps its reason,
 * who did it and what went back; the tickets it revoked name it, so the order details and the mail can say so.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket_cancellations')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('refund_cents', 'integer', (col) => col.notNull())
    /** 'COMPLETED' / 'PENDING' as the provider answered, 'CASH' for money handed back at the box office. */
    .addColumn('refund_status', 'text')
    /** The refund's provider reference (payments.provider_ref): the mail reads its status as it is when sent. */
    .addColumn('refund_ref', 'text')
    .addColumn('cancelled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('cancelled_by_name', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ticket_cancellations_order').on('ticket_cancellations').column('order_id').execute();
  await db.schema.alterTable('tickets').addColumn('cancellation_id', 'integer', (col) => col.references('ticket_cancellations.id').onDelete('set null')).execute();
  await db.insertInto('mail_templates').values(ticketCancelTemplate).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_templates').where('purpose', '=', 'ticket_cancel').execute();
  await db.schema.alterTable('tickets').dropColumn('cancellation_id').execute();
  await db.schema.dropTable('ticket_cancellations').execute();
}
