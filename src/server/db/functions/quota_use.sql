CREATE OR REPLACE FUNCTION quota_use(performance_ids int[], now timestamptz)
RETURNS TABLE (performance_id int, category_id int, capacity int, taken int) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT q.performance_id, q.category_id, q.capacity, (q.sold + q.held - coalesce(x.n, 0))::int
  FROM quotas q
  LEFT JOIN (
    SELECT i.performance_id, i.category_id, sum(i.quantity) AS n
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.holding AND o.expires_at <= now AND o.channel = 'online' AND o.capture_attempted_at IS NULL
    GROUP BY i.performance_id, i.category_id
  ) x ON x.performance_id = q.performance_id AND x.category_id = q.category_id
  WHERE q.performance_id = ANY (performance_ids);
END $$;
