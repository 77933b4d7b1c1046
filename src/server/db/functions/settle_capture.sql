CREATE OR REPLACE FUNCTION settle_capture(settled_order int, paid_at timestamptz, payment_ref text, payment_cents int, payment_currency text)
RETURNS TABLE (settled orders, settled_items json) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH cur AS (
    SELECT o.id, o.holding FROM orders o
    WHERE o.id = settled_order AND o.status NOT IN ('CAPTURED', 'CANCELLED') AND NOT o.refund_required FOR UPDATE),
  done AS (
    UPDATE orders o SET status = 'CAPTURED', captured_at = paid_at, capture_id = payment_ref, holding = false, capture_claimed_until = NULL
    FROM cur WHERE o.id = cur.id
    RETURNING o AS paid_row, o.id, o.provider, cur.holding AS was_holding),
  need AS (
    SELECT i.performance_id, i.category_id, sum(i.quantity)::int AS n FROM order_items i, done d WHERE i.order_id = d.id
    GROUP BY i.performance_id, i.category_id),
  locked AS (
    SELECT q.performance_id, q.category_id FROM quotas q JOIN need USING (performance_id, category_id)
    ORDER BY q.performance_id, q.category_id FOR UPDATE OF q),
  quota AS (
    UPDATE quotas q SET held = q.held - CASE WHEN d.was_holding THEN w.n ELSE 0 END, sold = q.sold + w.n
    FROM need w, locked l, done d
    WHERE q.performance_id = w.performance_id AND q.category_id = w.category_id
      AND l.performance_id = q.performance_id AND l.category_id = q.category_id
      AND (d.was_holding OR q.capacity - q.sold - q.held >= w.n)
    RETURNING 1),
  seats AS (
    INSERT INTO seat_claims (performance_id, seat, order_id)
    SELECT i.performance_id, i.seat, d.id FROM order_items i, done d WHERE i.order_id = d.id AND i.seat IS NOT NULL AND NOT d.was_holding
    ON CONFLICT DO NOTHING RETURNING 1),
  payment AS (
    INSERT INTO payments (order_id, provider, provider_ref, amount_cents, currency, status)
    SELECT d.id, d.provider, payment_ref, payment_cents, payment_currency, 'COMPLETED' FROM done d
    ON CONFLICT (provider_ref) DO NOTHING RETURNING 1),
  bought AS (SELECT i.* FROM order_items i, done d WHERE i.order_id = d.id)
  SELECT d.paid_row,
    (SELECT json_agg(json_build_object('id', b.id, 'performance_id', b.performance_id, 'category_id', b.category_id, 'seat', b.seat,
      'quantity', b.quantity) ORDER BY b.id) FROM bought b)
  FROM done d
  WHERE CASE
      WHEN (SELECT count(*) FROM quota) <> (SELECT count(*) FROM need) THEN refuse_hold('quota')
      WHEN NOT d.was_holding AND (SELECT count(*) FROM seats) <> (SELECT count(*) FROM bought WHERE seat IS NOT NULL) THEN refuse_hold('seat')
    END IS NULL;
END $$;
