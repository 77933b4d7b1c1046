-- The sale rule, as it is now (issue 54): one hold decided on locked rows, in one statement. Quota, seats,
-- the buyer's open holds and the client address's open tickets are checked and written together; whatever
-- does not fit aborts the call through refuse_hold, whose DETAIL names the reason and whose HINT carries the
-- figures the shop words the refusal from (orders/hold/refusal.ts). A public hold then yields to the waiting
-- list. Migrations 015, 017, 018, 038 and 043 are this function's history; edit this file, not them (it is
-- applied again when its checksum changes, db/repeatable.ts).
CREATE OR REPLACE FUNCTION place_hold(
  order_values jsonb, want_performances int[], want_categories int[], want_counts int[],
  seat_performances int[], seat_names text[], item_values jsonb,
  buyer_owner text, buyer_limit int, address_owner text, address_limit int, now_ms bigint, yield_to_waiting boolean)
RETURNS SETOF int LANGUAGE plpgsql AS $$
DECLARE owed text; short jsonb;
BEGIN
  -- A quota that is full now refuses before anything is written or locked: in a rush most holds are
  -- refused, and the statement below does the buyer's bookkeeping before it finds out. Places of holds that
  -- ran out unreleased are released by the shop on such an answer, which then tries again (orders/hold/holds.ts).
  SELECT jsonb_build_object('quota', q.performance_id || ':' || q.category_id, 'remaining', greatest(0, q.capacity - q.sold - q.held))
  INTO short FROM quotas q
  JOIN unnest(want_performances, want_categories, want_counts) w (performance_id, category_id, n) USING (performance_id, category_id)
  WHERE q.capacity - q.sold - q.held < w.n ORDER BY q.performance_id, q.category_id LIMIT 1;
  IF short IS NOT NULL THEN
    PERFORM refuse_hold_with('quota', short);
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
      AND q.capacity - q.sold - q.held >= w.n
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
      total_cents, universe_id, provider, provider_order_id, provider_request_id, capture_request_id, expires_at, client_address,
      language)
    SELECT n.id, true, o.public_token, o.idempotency_key, o.first_name, o.last_name, o.email, o.phone, o.donation_cents,
      o.total_cents, o.universe_id, o.provider, o.provider_order_id, o.provider_request_id, o.capture_request_id, o.expires_at,
      o.client_address, coalesce(o.language, 'de')
    FROM new_order n, o, checked c
    WHERE c.buyer = 1 AND c.address = 1 AND c.quota = cardinality(want_counts) AND c.seats = cardinality(seat_names)
    RETURNING id),
  items AS (
    INSERT INTO order_items (order_id, event_id, performance_id, category_id, seat, quantity, unit_price_cents, event_title, category_name, starts_at)
    SELECT p.id, v.event_id, v.performance_id, v.category_id, v.seat, v.quantity, v.unit_price_cents, v.event_title, v.category_name, v.starts_at
    FROM placed p, jsonb_populate_recordset(NULL::order_items, item_values) v
    RETURNING 1)
  SELECT placed.id FROM checked c LEFT JOIN placed ON true
  WHERE CASE
      -- Each refusal carries the figures its answer is worded from (orders/hold/refusal.ts), read in this
      -- statement's snapshot; a figure that shows room after all (a commit raced this one) makes the shop try again.
      WHEN c.buyer <> 1 THEN refuse_hold_with('buyer', jsonb_build_object('limit', buyer_limit))
      WHEN c.address <> 1 THEN refuse_hold_with('address', (
        SELECT jsonb_build_object('limit', address_limit, 'tickets', coalesce(sum((l.value->>1)::int), 0), 'first_expiry_ms', min((l.value->>0)::bigint))
        FROM hold_owners h, live_hold_entries(h.holds, now_ms) l WHERE h.key = address_owner))
      WHEN c.quota <> cardinality(want_counts) THEN refuse_hold_with('quota', (
        SELECT jsonb_build_object('quota', q.performance_id || ':' || q.category_id, 'remaining', greatest(0, q.capacity - q.sold - q.held))
        FROM quotas q JOIN want w USING (performance_id, category_id)
        WHERE q.capacity - q.sold - q.held < w.n ORDER BY q.performance_id, q.category_id LIMIT 1))
      WHEN c.seats <> cardinality(seat_names) THEN refuse_hold_with('seat', jsonb_build_object('seats', (
        SELECT coalesce(jsonb_agg(s.seat ORDER BY s.ord), '[]'::jsonb)
        FROM unnest(seat_performances, seat_names) WITH ORDINALITY s (performance_id, seat, ord)
        WHERE EXISTS (SELECT 1 FROM seat_claims x WHERE x.performance_id = s.performance_id AND x.seat = s.seat))))
      WHEN (SELECT count(*) FROM items) <> jsonb_array_length(item_values) THEN refuse_hold('items')
    END IS NULL;
  -- Places someone on the waiting list fits into are the list's, not the public's (issue 42). Asked after
  -- the hold, in a statement of its own: the quota rows are ours (locked and updated above) and this
  -- statement's snapshot is taken after we got them, so every commit that freed places and every entry
  -- is seen, and no offer can be half done. Free before this hold = free now + what it took. With nobody
  -- waiting for the performance, the index on waiting entries answers at once. On a seated show an
  -- entry must also fit into the seats that were free (the plan's seats but the blocked, less every
  -- claim, plus those this hold claimed): else its offer could not be made and the seat would idle.
  IF yield_to_waiting THEN
    SELECT w.performance_id || ':' || w.category_id INTO owed
    FROM unnest(want_performances, want_categories, want_counts) w (performance_id, category_id, n)
    JOIN quotas q USING (performance_id, category_id)
    WHERE EXISTS (
      SELECT 1 FROM waiting_list_entries x
      JOIN performances p ON p.id = x.performance_id JOIN events e ON e.id = p.event_id
      LEFT JOIN rooms ro ON ro.id = p.room_id AND e.has_seat_selection AND jsonb_array_length(coalesce(ro.seat_rows, '[]'::jsonb)) > 0
      WHERE x.performance_id = w.performance_id AND x.status = 'waiting' AND e.waiting_list
        AND p.starts_at > to_timestamp(now_ms / 1000.0)
        AND (x.category_id IS NULL OR x.category_id = w.category_id)
        AND x.quantity <= q.capacity - q.sold - q.held + w.n
        AND (ro.id IS NULL OR x.quantity <= (
          SELECT count(*) FROM jsonb_array_elements(ro.seat_rows) r,
            generate_series(greatest(1, coalesce(trunc((r->>'first')::numeric)::int, 1)),
              greatest(1, coalesce(trunc((r->>'first')::numeric)::int, 1)) + greatest(0, trunc((r->>'seats')::numeric)::int) - 1) seat_number
          WHERE NOT coalesce(r->'blocked', '[]'::jsonb) @> to_jsonb(seat_number))
          - (SELECT count(*) FROM seat_claims c WHERE c.performance_id = w.performance_id)
          + (SELECT count(*) FROM unnest(seat_performances) s WHERE s = w.performance_id)))
    ORDER BY w.performance_id, w.category_id LIMIT 1;
    IF owed IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'hold refused', DETAIL = 'waiting', HINT = owed;
    END IF;
  END IF;
END $$;
