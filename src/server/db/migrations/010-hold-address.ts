import { type Kysely, sql } from 'kysely';

/**
 * Each online order remembers the client address it came from, so the tickets one address holds in
 * open, unpaid orders can be counted at every new order (HOLD_LIMIT_PER_ADDRESS); IPv6 is stored as its
 * /64 network, the unit one household gets. Door sales and orders
 * from before this migration have none. Only open holds are indexed: paid and expired ones never count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('client_address', 'text').execute();
  await sql`CREATE INDEX orders_open_holds_by_address ON orders (client_address) WHERE status = 'CREATED'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX orders_open_holds_by_address`.execute(db);
  await db.schema.alterTable('orders').dropColumn('client_address').execute();
}
