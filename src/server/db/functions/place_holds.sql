-- Holds of a rush decided together (issue 55): each request of the array is one place_hold call (the sale
-- rule stays that one function), in array order, each in its own subtransaction, so a refused member rolls
-- back only itself and the next member sees what the ones before took. One commit then serves them all.
-- Answers one row per request: the order id, or the refusal's reason (DETAIL) and figures (HINT) as
-- place_hold raised them, worded by the shop as for a single hold (orders/hold/refusal.ts). Any other error
-- fails the whole statement; the shop then tries the members one by one (orders/hold/hold-batcher.ts).
-- Locks are taken up front in the order a single hold takes them (buyer, address, quota rows), each kind
-- sorted, so batches and single holds of several processes never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION place_holds(requests jsonb)
RETURNS TABLE (idx int, order_id int, reason text, figures text) LANGUAGE plpgsql AS $$
DECLARE r jsonb; n int := 0; message text;
BEGIN
  -- Owner rows that exist yet; a new buyer's row is written by its own hold.
  PERFORM 1 FROM hold_owners h
  WHERE h.key IN (SELECT q->>'buyer_owner' FROM jsonb_array_elements(requests) q)
  ORDER BY h.key FOR UPDATE;
  PERFORM 1 FROM hold_owners h
  WHERE h.key IN (SELECT q->>'address_owner' FROM jsonb_array_elements(requests) q WHERE q->>'address_owner' IS NOT NULL)
  ORDER BY h.key FOR UPDATE;
  PERFORM 1 FROM quotas q
  WHERE (q.performance_id, q.category_id) IN (
    SELECT p::int, c::int FROM jsonb_array_elements(requests) x,
      ROWS FROM (jsonb_array_elements_text(x->'want_performances'), jsonb_array_elements_text(x->'want_categories')) w (p, c))
  ORDER BY q.performance_id, q.category_id FOR UPDATE;
  FOR r IN SELECT value FROM jsonb_array_elements(requests) LOOP
    idx := n; order_id := NULL; reason := NULL; figures := NULL;
    BEGIN
      SELECT h.id INTO order_id FROM place_hold(r->'order',
        ARRAY(SELECT jsonb_array_elements_text(r->'want_performances')::int),
        ARRAY(SELECT jsonb_array_elements_text(r->'want_categories')::int),
        ARRAY(SELECT jsonb_array_elements_text(r->'want_counts')::int),
        ARRAY(SELECT jsonb_array_elements_text(r->'seat_performances')::int),
        ARRAY(SELECT jsonb_array_elements_text(r->'seat_names')),
        r->'items', r->>'buyer_owner', (r->>'buyer_limit')::int, r->>'address_owner', (r->>'address_limit')::int,
        (r->>'now_ms')::bigint, (r->>'yield_to_waiting')::boolean) AS h (id);
    EXCEPTION WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS message = MESSAGE_TEXT, reason = PG_EXCEPTION_DETAIL, figures = PG_EXCEPTION_HINT;
      IF message <> 'hold refused' THEN RAISE; END IF;
      order_id := NULL;
    END;
    RETURN NEXT;
    n := n + 1;
  END LOOP;
END $$;
