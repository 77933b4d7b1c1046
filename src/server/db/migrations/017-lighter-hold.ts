import { type Kysely, sql } from 'kysely';

/**
 * The hold path, lighter (measured on PGlite):
 * - `place_hold` (015) writes the order with its provider order id when the shop knows it beforehand: the
 *   test provider's id follows from the request id (payments/test-provider.ts), so the hold needs no second
 *   write of the order. That UPDATE touched every index of orders: 0.5 of the 4.7 ms a hold cost. PayPal's
 *   id still arrives after the hold and is written then.
 * - `place_hold` refuses a hold for a full quota before its big statement, and `quota_use` keeps the plan
 *   of the read that explains the refusal to the buyer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // `place_hold` answering the whole new order row.
  await sql`CREATE OR REPLACE FUNCTION place_hold(
      order_values jsonb, want_performances int[], want_categories int[], want_counts int[],
      seat_performances int[], seat_names text[], item_values jsonb,
      buyer_owner text, buyer_limit int, address_owner text, address_limit int, now_ms bigint, free_places jsonb)
    RETURNS SETOF orders LANGUAGE plpgsql AS $$
    BEGIN
      -- A quota that is full now refuses before anything is written or locked: in a rush most holds are
      -- refused, and the statement below does the buyer's bookkeeping before it finds out. A seat freed
      -- meanwhile shows in the buyer's answer (orders/holds.ts explainRefusal), which tries again.
      IF free_places IS NULL AND EXISTS (
          SELECT 1 FROM quotas q
          JOIN unnest(want_performances, want_categories, want_counts) w (performance_id, category_id, n) USING (performance_id, category_id)
          WHERE q.capacity - q.sold - q.held < w.n) THEN
        PERFORM refuse_hold('quota');
      END IF;
      RETURN QUERY
      WITH new_order AS (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id),
      o AS (SELECT * FROM jsonb_populate_record(NULL::orders, order_values)),
      entry AS (
        SELECT jsonb_build_object(n.id::text, jsonb_build_array(
          (extract(epoch FROM o.expires_at) * 1000)::bigint, (SELECT sum(c) FROM unnest(want_counts) c)::int)) AS holds
        FROM new_order n, o),
      want (performance_id, category_id, n) AS (SELECT * FROM unnest(want_performances, want_categories, want_counts)),
      buyer AS (
        INSERT INTO hold_owners AS h (key, holds) SELECT buyer_owner, e.holds FROM entry e
        ON CONFLICT (key) DO UPDATE
          SET holds = (SELECT coalesce(jsonb_object_agg(l.key, l.value), '{}'::jsonb) FROM live_hold_entries(h.holds, now_ms) l) || excluded.holds
          WHERE (SELECT count(*) FROM live_hold_entries(h.holds, now_ms)) < buyer_limit
        RETURNING 1),
      address AS (
        INSERT INTO hold_owners AS h (key, holds) SELECT address_owner, e.holds FROM entry e WHERE address_owner IS NOT NULL
        ON CONFLICT (key) DO UPDATE
          SET holds = (SELECT coalesce(jsonb_object_agg(l.key, l.value), '{}'::jsonb) FROM live_hold_entries(h.holds, now_ms) l) || excluded.holds
          WHERE (SELECT coalesce(sum((l.value->>1)::int), 0) FROM live_hold_entries(h.holds, now_ms) l)
            + (SELECT sum(c) FROM unnest(want_counts) c) <= address_limit
        RETURNING 1),
      locked AS (
        SELECT q.performance_id, q.category_id FROM quotas q JOIN want w USING (performance_id, category_id)
        ORDER BY q.performance_id, q.category_id FOR UPDATE OF q),
      quota AS (
        UPDATE quotas q SET held = q.held + w.n FROM want w, locked l
        WHERE q.performance_id = w.performance_id AND q.category_id = w.category_id
          AND l.performance_id = q.performance_id AND l.category_id = q.category_id
          AND CASE WHEN free_places IS NULL THEN q.capacity - q.sold - q.held >= w.n
            ELSE coalesce((free_places->>(w.performance_id || ':' || w.category_id))::int, 0) >= w.n END
        RETURNING 1),
      seats AS (
        INSERT INTO seat_claims (performance_id, seat, order_id)
        SELECT s.performance_id, s.seat, n.id FROM new_order n, unnest(seat_performances, seat_names) s (performance_id, seat)
        ON CONFLICT DO NOTHING RETURNING 1),
      checked AS (
        SELECT (SELECT count(*) FROM buyer) AS buyer,
          (SELECT count(*) FROM address) + CASE WHEN address_owner IS NULL THEN 1 ELSE 0 END AS address,
          (SELECT count(*) FROM quota) AS quota, (SELECT count(*) FROM seats) AS seats),
      placed AS (
        INSERT INTO orders (id, holding, public_token, idempotency_key, first_name, last_name, email, phone, donation_cents,
          total_cents, universe_id, provider, provider_order_id, provider_request_id, capture_request_id, expires_at, client_address)
        SELECT n.id, true, o.public_token, o.idempotency_key, o.first_name, o.last_name, o.email, o.phone, o.donation_cents,
          o.total_cents, o.universe_id, o.provider, o.provider_order_id, o.provider_request_id, o.capture_request_id, o.expires_at,
          o.client_address
        FROM new_order n, o, checked c
        WHERE c.buyer = 1 AND c.address = 1 AND c.quota = cardinality(want_counts) AND c.seats = cardinality(seat_names)
        RETURNING *),
      items AS (
        INSERT INTO order_items (order_id, event_id, performance_id, category_id, seat, quantity, unit_price_cents, event_title, category_name, starts_at)
        SELECT p.id, v.event_id, v.performance_id, v.category_id, v.seat, v.quantity, v.unit_price_cents, v.event_title, v.category_name, v.starts_at
        FROM placed p, jsonb_populate_recordset(NULL::order_items, item_values) v
        RETURNING 1)
      SELECT placed.* FROM checked c LEFT JOIN placed ON true
      WHERE CASE
          WHEN c.buyer <> 1 THEN refuse_hold('buyer') WHEN c.address <> 1 THEN refuse_hold('address')
          WHEN c.quota <> cardinality(want_counts) THEN refuse_hold('quota') WHEN c.seats <> cardinality(seat_names) THEN refuse_hold('seat')
          WHEN (SELECT count(*) FROM items) <> jsonb_array_length(item_values) THEN refuse_hold('items')
        END IS NULL;
    END $$`.execute(db);

  // What each quota of some performances has taken: the counters, less the holds that ran out but are not
  // released yet. Sent as text, it was parsed and planned on every call: the buyer's answer to each refused
  // hold reads it, and in a rush most holds are refused. PL/pgSQL keeps the plan.
  await sql`CREATE FUNCTION quota_use(performance_ids int[], now timestamptz)
    RETURNS TABLE (performance_id int, category_id int, capacity int, taken int) LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN QUERY
      SELECT q.performance_id, q.category_id, q.capacity, (q.sold + q.held - coalesce(x.n, 0))::int
      FROM quotas q
      LEFT JOIN (
        SELECT i.performance_id, i.category_id, sum(i.quantity) AS n
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.holding AND o.expires_at <= now AND o.channel = 'online'
        GROUP BY i.performance_id, i.category_id
      ) x ON x.performance_id = q.performance_id AND x.category_id = q.category_id
      WHERE q.performance_id = ANY (performance_ids);
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION quota_use(int[], timestamptz)`.execute(db);
  // `place_hold` as migration 015 defined it.
  await sql`CREATE OR REPLACE FUNCTION place_hold(
      order_values jsonb, want_performances int[], want_categories int[], want_counts int[],
      seat_performances int[], seat_names text[], item_values jsonb,
      buyer_owner text, buyer_limit int, address_owner text, address_limit int, now_ms bigint, free_places jsonb)
    RETURNS SETOF orders LANGUAGE plpgsql AS $$
    BEGIN
      RETURN QUERY
      WITH new_order AS (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id),
      o AS (SELECT * FROM jsonb_populate_record(NULL::orders, order_values)),
      entry AS (
        SELECT jsonb_build_object(n.id::text, jsonb_build_array(
          (extract(epoch FROM o.expires_at) * 1000)::bigint, (SELECT sum(c) FROM unnest(want_counts) c)::int)) AS holds
        FROM new_order n, o),
      want (performance_id, category_id, n) AS (SELECT * FROM unnest(want_performances, want_categories, want_counts)),
      buyer AS (
        INSERT INTO hold_owners AS h (key, holds) SELECT buyer_owner, e.holds FROM entry e
        ON CONFLICT (key) DO UPDATE
          SET holds = (SELECT coalesce(jsonb_object_agg(l.key, l.value), '{}'::jsonb) FROM live_hold_entries(h.holds, now_ms) l) || excluded.holds
          WHERE (SELECT count(*) FROM live_hold_entries(h.holds, now_ms)) < buyer_limit
        RETURNING 1),
      address AS (
        INSERT INTO hold_owners AS h (key, holds) SELECT address_owner, e.holds FROM entry e WHERE address_owner IS NOT NULL
        ON CONFLICT (key) DO UPDATE
          SET holds = (SELECT coalesce(jsonb_object_agg(l.key, l.value), '{}'::jsonb) FROM live_hold_entries(h.holds, now_ms) l) || excluded.holds
          WHERE (SELECT coalesce(sum((l.value->>1)::int), 0) FROM live_hold_entries(h.holds, now_ms) l)
            + (SELECT sum(c) FROM unnest(want_counts) c) <= address_limit
        RETURNING 1),
      locked AS (
        SELECT q.performance_id, q.category_id FROM quotas q JOIN want w USING (performance_id, category_id)
        ORDER BY q.performance_id, q.category_id FOR UPDATE OF q),
      quota AS (
        UPDATE quotas q SET held = q.held + w.n FROM want w, locked l
        WHERE q.performance_id = w.performance_id AND q.category_id = w.category_id
          AND l.performance_id = q.performance_id AND l.category_id = q.category_id
          AND CASE WHEN free_places IS NULL THEN q.capacity - q.sold - q.held >= w.n
            ELSE coalesce((free_places->>(w.performance_id || ':' || w.category_id))::int, 0) >= w.n END
        RETURNING 1),
      seats AS (
        INSERT INTO seat_claims (performance_id, seat, order_id)
        SELECT s.performance_id, s.seat, n.id FROM new_order n, unnest(seat_performances, seat_names) s (performance_id, seat)
        ON CONFLICT DO NOTHING RETURNING 1),
      checked AS (
        SELECT (SELECT count(*) FROM buyer) AS buyer,
          (SELECT count(*) FROM address) + CASE WHEN address_owner IS NULL THEN 1 ELSE 0 END AS address,
          (SELECT count(*) FROM quota) AS quota, (SELECT count(*) FROM seats) AS seats),
      placed AS (
        INSERT INTO orders (id, holding, public_token, idempotency_key, first_name, last_name, email, phone, donation_cents,
          total_cents, universe_id, provider, provider_request_id, capture_request_id, expires_at, client_address)
        SELECT n.id, true, o.public_token, o.idempotency_key, o.first_name, o.last_name, o.email, o.phone, o.donation_cents,
          o.total_cents, o.universe_id, o.provider, o.provider_request_id, o.capture_request_id, o.expires_at, o.client_address
        FROM new_order n, o, checked c
        WHERE c.buyer = 1 AND c.address = 1 AND c.quota = cardinality(want_counts) AND c.seats = cardinality(seat_names)
        RETURNING *),
      items AS (
        INSERT INTO order_items (order_id, event_id, performance_id, category_id, seat, quantity, unit_price_cents, event_title, category_name, starts_at)
        SELECT p.id, v.event_id, v.performance_id, v.category_id, v.seat, v.quantity, v.unit_price_cents, v.event_title, v.category_name, v.starts_at
        FROM placed p, jsonb_populate_recordset(NULL::order_items, item_values) v
        RETURNING 1)
      SELECT placed.* FROM checked c LEFT JOIN placed ON true
      WHERE CASE
          WHEN c.buyer <> 1 THEN refuse_hold('buyer') WHEN c.address <> 1 THEN refuse_hold('address')
          WHEN c.quota <> cardinality(want_counts) THEN refuse_hold('quota') WHEN c.seats <> cardinality(seat_names) THEN refuse_hold('seat')
          WHEN (SELECT count(*) FROM items) <> jsonb_array_length(item_values) THEN refuse_hold('items')
        END IS NULL;
    END $$`.execute(db);
}
