import { type Kysely, sql } from 'kysely';

/**
 * Issue 53 item 5: what the school writes can be written per language. German stays in the columns it has
 * always had (the base text); each table that holds school texts gains one jsonb of translations keyed by
 * language, e.g. events: {"en": {"title": …, "passages": [{"title": …, "text": …}]}}, categories:
 * {"en": {"name": "Adults"}}, site_pages: {"en": {"title": …, "sections": {"<id>": {"name": …, "html": …}}}},
 * mail_templates: {"en": {"subject": …, "content": …}}. No check on the keys: a sixth language is a catalog
 * file, not a migration; the server refuses a language the shop does not offer when it saves.
 */
const TABLES = ['events', 'categories', 'site_pages', 'mail_templates'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} add column translations jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column translations`.execute(db);
}
