CREATE OR REPLACE FUNCTION queue_order_webhook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce((SELECT value #>> '{}' FROM settings WHERE key = 'webhook_url'), '') = '' THEN RETURN NULL; END IF;
  INSERT INTO webhook_deliveries (event, order_id, payload) VALUES (
    CASE NEW.status WHEN 'CAPTURED' THEN 'order.paid' ELSE 'order.cancelled' END,
    NEW.id,
    jsonb_build_object(
      'order_id', NEW.id,
      'status', NEW.status,
      'previous_status', CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
      'total_cents', NEW.total_cents,
      'currency', NEW.currency,
      'channel', NEW.channel,
      'payment_method', NEW.payment_method,
      'captured_at', NEW.captured_at,
      'cancelled_at', NEW.cancelled_at));
  RETURN NULL;
END $$;
