import { type Kysely, sql } from 'kysely';
import { cancellationTemplate, musicalFacts } from './011-any-event.texts.js';

/**
 * Any event, not only the musical: per-event facts (age, duration, notes) that the event page and FAQ
 * used to state for every event, the reason a cancellation gives the buyer, and the cancellation mail.
 * The signature 'Deine Musical-AG' moves into the configuration ({gruss}).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('recommended_age', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The seeded musicals keep what their pages said.
  await db.updateTable('events').set(musicalFacts).where('name', 'in', ['musical', 'sommernachtstraum']).execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await db.insertInto('mail_templates').values(cancellationTemplate).execute();
  await sql`update mail_templates set content = replace(content, 'Deine Musical-AG', '{gruss}')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update mail_templates set content = replace(content, '{gruss}', 'Deine Musical-AG')`.execute(db);
  await db.deleteFrom('mail_templates').where('purpose', '=', 'cancellation').execute();
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('events').dropColumn('recommended_age').dropColumn('duration').dropColumn('notes').execute();
}
