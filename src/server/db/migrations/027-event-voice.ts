import { type Kysely, sql } from 'kysely';

/**
 * Each event speaks for itself (issue 32 item 1): which countdown its page shows, its own mail sign-off
 * and page description, and mail templates of its own. Empty or absent values fall back to the shop's,
 * so the two musicals keep what they said.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('countdown', 'text', (c) => c.notNull().defaultTo('premiere'))
    .addColumn('mail_signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('mail_templates')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .execute();
  // One active template per purpose for the shop, and at most one per purpose and event.
  await sql`drop index mail_templates_one_active`.execute(db);
  await sql`create unique index mail_templates_one_active on mail_templates (purpose) where status = 'active' and event_id is null`.execute(db);
  await sql`create unique index mail_templates_one_active_per_event on mail_templates (purpose, event_id) where status = 'active' and event_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index mail_templates_one_active_per_event`.execute(db);
  await sql`drop index mail_templates_one_active`.execute(db);
  await db.deleteFrom('mail_templates').where('event_id', 'is not', null).execute();
  await db.schema.alterTable('mail_templates').dropColumn('event_id').execute();
  await sql`create unique index mail_templates_one_active on mail_templates (purpose) where status = 'active'`.execute(db);
  await db.schema.alterTable('events').dropColumn('countdown').dropColumn('mail_signature').dropColumn('meta_description').execute();
}
