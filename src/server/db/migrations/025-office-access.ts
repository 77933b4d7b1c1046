import { type Kysely, sql } from 'kysely';

/**
 * Issue 31 (items 5–7): two-factor sign-in (TOTP secret, one-use recovery codes, the half-finished sign-ins
 * between password and code), API keys, and the outgoing webhook queue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // The authenticator's shared secret (base32); it must be readable to check a code, like the app's copy.
    .addColumn('secret', 'text', (c) => c.notNull())
    // Null while enrolment waits for its confirming code.
    .addColumn('confirmed_at', 'timestamptz')
    // The 30-second step of the last accepted code: a code is never accepted twice.
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes (user_id)`.execute(db);

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'code': the account has 2FA and must give a code; 'enrol': the shop requires 2FA, the account must set it up.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('kiosk', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // The first characters, so staff can tell keys apart without the key.
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  // The key outgoing webhooks are signed with (HMAC-SHA256); the newest row signs, a new one replaces it.
  await db.schema
    .createTable('webhook_secrets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('gave_up_at', 'timestamptz')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .execute();
  await sql`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL`.execute(db);

  // Every way an order is paid or cancelled (capture, provider webhook, recovery, door sale, staff cancel,
  // refund at the provider) changes this row; the trigger queues the event in the same transaction, so
  // none is lost and none is sent for a change that rolled back. Nothing is queued without a webhook URL.
  await sql`CREATE FUNCTION queue_order_webhook() RETURNS trigger LANGUAGE plpgsql AS $$
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
    END $$`.execute(db);
  await sql`CREATE TRIGGER orders_webhook_insert AFTER INSERT ON orders FOR EACH ROW
    WHEN (NEW.status IN ('CAPTURED', 'CANCELLED')) EXECUTE FUNCTION queue_order_webhook()`.execute(db);
  await sql`CREATE TRIGGER orders_webhook_update AFTER UPDATE OF status ON orders FOR EACH ROW
    WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('CAPTURED', 'CANCELLED')) EXECUTE FUNCTION queue_order_webhook()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER orders_webhook_update ON orders`.execute(db);
  await sql`DROP TRIGGER orders_webhook_insert ON orders`.execute(db);
  await sql`DROP FUNCTION queue_order_webhook()`.execute(db);
  for (const table of ['webhook_deliveries', 'webhook_secrets', 'api_keys', 'login_challenges', 'two_factor_recovery_codes', 'user_two_factor']) {
    await db.schema.dropTable(table).execute();
  }
}
