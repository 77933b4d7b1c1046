import { type Kysely, sql } from 'kysely';

/**
 * Quota counters, so availability and the hold read a few rows instead of summing every order of a show:
 * `held` (tickets of online orders still holding their quota), `sold` (paid online tickets) per quota,
 * `box_office_sold` per performance, and one row per claimed seat, unique per performance. An order's
 * `holding` says its tickets are in `held`; the sweep clears it when the hold runs out. `hold_owners`
 * keeps each buyer's and each client address's open holds in one row, so the hold's limits are checked
 * on a locked row inside the hold's one statement. `refuse_hold` aborts that statement, so a refused hold
 * leaves nothing behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE quotas ADD COLUMN held integer NOT NULL DEFAULT 0, ADD COLUMN sold integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE performances ADD COLUMN box_office_sold integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN holding boolean NOT NULL DEFAULT false`.execute(db);
  await sql`UPDATE orders SET holding = true WHERE status = 'CREATED' AND channel = 'online' AND expires_at > now()`.execute(db);
  await sql`UPDATE quotas q SET
      held = coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.performance_id = q.performance_id AND i.category_id = q.category_id AND o.channel = 'online' AND o.holding), 0),
      sold = coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.performance_id = q.performance_id AND i.category_id = q.category_id AND o.channel = 'online' AND o.status = 'CAPTURED'), 0)`.execute(db);
  await sql`UPDATE performances p SET box_office_sold = coalesce((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.performance_id = p.id AND o.channel = 'box_office' AND o.status = 'CAPTURED'), 0)`.execute(db);

  await sql`CREATE TABLE seat_claims (
      performance_id integer NOT NULL REFERENCES performances(id) ON DELETE CASCADE,
      seat text NOT NULL,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      PRIMARY KEY (performance_id, seat))`.execute(db);
  await sql`CREATE INDEX seat_claims_order ON seat_claims (order_id)`.execute(db);
  await sql`INSERT INTO seat_claims (performance_id, seat, order_id)
      SELECT DISTINCT ON (i.performance_id, i.seat) i.performance_id, i.seat, i.order_id
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.seat IS NOT NULL AND (o.holding OR o.status = 'CAPTURED')
      ORDER BY i.performance_id, i.seat, o.status = 'CAPTURED' DESC, i.order_id`.execute(db);

  await sql`CREATE TABLE hold_owners (key text PRIMARY KEY, holds jsonb NOT NULL DEFAULT '{}'::jsonb)`.execute(db);
  // Keys as orders.repository's holdOwnerKey builds them; orders without an address have no address key.
  for (const key of [sql`'buyer:' || lower(o.email)`, sql`'address:' || o.client_address`]) {
    await sql`INSERT INTO hold_owners (key, holds)
        SELECT ${key}, jsonb_object_agg(o.id::text, jsonb_build_array((extract(epoch FROM o.expires_at) * 1000)::bigint, t.tickets))
        FROM orders o JOIN (SELECT order_id, sum(quantity)::int AS tickets FROM order_items GROUP BY order_id) t ON t.order_id = o.id
        WHERE o.holding AND ${key} IS NOT NULL
        GROUP BY 1`.execute(db);
  }

  // Holds still running, for the sweep and for availability's "an expired hold stops counting at once".
  await sql`CREATE INDEX orders_holding ON orders (expires_at) WHERE holding`.execute(db);
  await sql`CREATE FUNCTION refuse_hold(reason text) RETURNS integer LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'hold refused', DETAIL = reason; END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION refuse_hold(text)`.execute(db);
  await sql`DROP INDEX orders_holding`.execute(db);
  await sql`DROP TABLE hold_owners`.execute(db);
  await sql`DROP TABLE seat_claims`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN holding`.execute(db);
  await sql`ALTER TABLE performances DROP COLUMN box_office_sold`.execute(db);
  await sql`ALTER TABLE quotas DROP COLUMN held, DROP COLUMN sold`.execute(db);
}
