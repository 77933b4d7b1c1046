import { type Kysely, sql } from 'kysely';

/**
 * Issue 53 item 6: an order remembers the language it was bought in (the shop's, a staff order's or a
 * reservation's buyer), so its mails, PDF tickets and calendar file speak it. Older orders were German.
 * No check constraint: a sixth language is a catalog file, not a migration; readers fall back to German.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column language text not null default 'de'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table orders drop column language`.execute(db);
}
