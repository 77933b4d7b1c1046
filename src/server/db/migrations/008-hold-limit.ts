import { type Kysely, sql } from 'kysely';

/**
 * The shop counts a buyer's open holds at every new order (spec §3: reservation limit per customer), so
 * the open holds are indexed by address; paid and expired orders stay out of the index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX orders_open_holds_by_email ON orders (lower(email)) WHERE status = 'CREATED'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX orders_open_holds_by_email`.execute(db);
}
