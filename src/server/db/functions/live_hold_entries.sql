CREATE OR REPLACE FUNCTION live_hold_entries(holds jsonb, now_ms bigint) RETURNS TABLE (key text, value jsonb)
LANGUAGE sql STABLE AS $$
  SELECT e.key, e.value FROM jsonb_each(holds) e
  WHERE (e.value->>0)::bigint > now_ms AND coalesce((SELECT lo.status FROM orders lo WHERE lo.id = e.key::int), 'CREATED') = 'CREATED'
$$;
