import { type Kysely, sql } from 'kysely';
import { waitingListConfirmationTemplate, waitingListOfferTemplate, waitingListPrivacySection } from './039-waiting-list.texts.js';

/**
 * The waiting list of a sold-out performance (issue 42 item 1). One entry per address and performance (a
 * second sign-up keeps the first one's place in the line). An offer is a held order of the entry
 * (`order_id`): the quota counters count it like any hold, so the shop stays sold out while it runs, and
 * its expiry frees the places for the next entry. The list is switched on per event; outbox rows of its
 * mails name the entry, whose link they carry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('waiting_list', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('waiting_list_entries')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('performance_id', 'integer', (col) => col.notNull().references('performances.id').onDelete('cascade'))
    /** Null: any category of the performance will do. */
    .addColumn('category_id', 'integer', (col) => col.references('categories.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    /** The personal link's secret as a SHA-256 hash (what a request is looked up by); the mails render `link_token`. */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('link_token', 'text')
    /** 'waiting', 'offered', 'bought' or 'lapsed' (the offer ran out or was withdrawn). */
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('offer_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index waiting_list_one_per_address on waiting_list_entries (performance_id, lower(email))`.execute(db);
  await sql`create index waiting_list_line on waiting_list_entries (performance_id, id) where status = 'waiting'`.execute(db);
  await db.schema.createIndex('waiting_list_order').on('waiting_list_entries').column('order_id').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('waiting_entry_id', 'integer', (col) => col.references('waiting_list_entries.id').onDelete('set null'))
    .execute();
  await db.insertInto('mail_templates').values([waitingListConfirmationTemplate, waitingListOfferTemplate]).execute();
  // The privacy page names the waiting list (a page staff edited keeps their words and gains this section).
  await sql`
    UPDATE site_pages SET sections = (
      SELECT jsonb_agg(s ORDER BY n) FROM (
        SELECT value AS s, ordinality * 2 AS n FROM jsonb_array_elements(sections) WITH ORDINALITY
        UNION ALL
        SELECT ${JSON.stringify(waitingListPrivacySection)}::jsonb, coalesce((SELECT ordinality * 2 + 1 FROM jsonb_array_elements(sections) WITH ORDINALITY WHERE value->>'id' = 'zweck'), 1000000)
      ) parts)
    WHERE name = 'datenschutz' AND jsonb_typeof(sections) = 'array'
      AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(sections) e WHERE e->>'id' = 'warteliste')`.execute(db);
  // The Impressum carries the privacy text as one section too: it gains the paragraph at its end.
  const paragraph = `\n<h3>${waitingListPrivacySection.name}</h3>\n${waitingListPrivacySection.html}`;
  await sql`
    UPDATE site_pages SET sections = (
      SELECT jsonb_agg(CASE WHEN e->>'id' = 'datenschutz' AND position('Warteliste' in e->>'html') = 0
        THEN jsonb_set(e, '{html}', to_jsonb((e->>'html') || ${paragraph})) ELSE e END ORDER BY n)
      FROM jsonb_array_elements(sections) WITH ORDINALITY AS s(e, n))
    WHERE name = 'impressum' AND jsonb_typeof(sections) = 'array' AND jsonb_array_length(sections) > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE site_pages SET sections = (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(sections) e WHERE e->>'id' <> 'warteliste')
    WHERE name = 'datenschutz' AND jsonb_typeof(sections) = 'array'`.execute(db);
  await db.deleteFrom('mail_templates').where('purpose', 'in', ['waiting_list_confirmation', 'waiting_list_offer']).execute();
  await db.schema.alterTable('mail_outbox').dropColumn('waiting_entry_id').execute();
  await db.schema.dropTable('waiting_list_entries').execute();
  await db.schema.alterTable('events').dropColumn('waiting_list').execute();
}
