import type { Kysely } from 'kysely';

/** The mail that confirms a buyer's return (a snapshot: the back office edits the stored copy). */
export const ticketReturnTemplate = {
  name: 'ticket_return',
  purpose: 'ticket_return',
  status: 'active',
  subject: 'Rückgabe zu deiner Bestellung Nr. {bestellnummer}',
  content: `<p>Hallo {vorname} {nachname},</p>
<p>du hast Tickets deiner Bestellung Nr. {bestellnummer} für <strong>{event}</strong> am {datum} zurückgegeben.
Die zurückgegebenen Tickets sind ungültig und werden am Einlass nicht mehr angenommen; ihre Plätze sind wieder
im Verkauf.</p>
<p>Erstattet: <strong>{erstattung}</strong> ({erstattungsstand}). Das Geld geht auf dem Weg zurück, auf dem du
bezahlt hast (bei PayPal meist innerhalb weniger Tage).</p>
<p>Deine übrigen Tickets findest du weiterhin hier: {tickets_link}</p>
<p>{gruss}</p>`,
};

/**
 * Returns by the buyer (issue 33 point 3): how many tickets of an order line went back. A partly returned
 * order stays paid, so the quota counters and their recount count `quantity - returned` of a paid line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('returned', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.insertInto('mail_templates').values(ticketReturnTemplate).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_templates').where('purpose', '=', 'ticket_return').execute();
  await db.schema.alterTable('order_items').dropColumn('returned').execute();
}
