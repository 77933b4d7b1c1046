import { type Kysely, sql } from 'kysely';

/**
 * A capture that was attempted is remembered until it is settled, so the sweep asks the provider about
 * it instead of expiring a hold whose money may already have moved (a crash, a timeout).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('capture_attempted_at', 'timestamptz').execute();
  await sql`CREATE INDEX orders_unsettled_captures ON orders (expires_at)
    WHERE capture_attempted_at IS NOT NULL AND status IN ('CREATED', 'EXPIRED') AND NOT refund_required`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX orders_unsettled_captures`.execute(db);
  await db.schema.alterTable('orders').dropColumn('capture_attempted_at').execute();
}
