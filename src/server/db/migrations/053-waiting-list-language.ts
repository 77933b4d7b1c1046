import { type Kysely, sql } from 'kysely';

/**
 * Issue 53 item 6: a waiting-list entry remembers the language its sign-up was made in (the `lang` cookie or
 * Accept-Language, as a hold takes it), so its mails (the confirmation, the offer) speak it and the offer's
 * order inherits it. Older entries were German. As with orders.language no check constraint: a sixth
 * language is a catalog file, and readers fall back to German.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table waiting_list_entries add column language text not null default 'de'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table waiting_list_entries drop column language`.execute(db);
}
