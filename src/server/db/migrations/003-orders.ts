import { type Kysely, sql } from 'kysely';
import { orderConfirmationTemplate } from './003-order-confirmation-template.js';

/** Shop settings of spec §3 that the money path reads; the back office edits them later. */
const settingDefaults: Array<[key: string, value: unknown]> = [
  ['ticket_reservation_minutes', 20],
  ['max_order_quantity_per_customer', 10],
  ['auto_eticket_sending', true],
  ['order_confirmation_mail', true],
];

export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // Which payment provider takes the money: the built-in test provider, or PayPal sandbox/live.
  await db.schema
    .createTable('payment_universes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('test', 'paypal')`))
    .addColumn('is_sandbox', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('client_id', 'text')
    .addColumn('client_secret', 'text')
    .addColumn('webhook_id', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index payment_universes_one_active on payment_universes (active) where active`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('CREATED'))
    .addColumn('public_token', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('donation_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('universe_id', 'integer', (c) => c.references('payment_universes.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('provider_request_id', 'text', (c) => c.notNull())
    .addColumn('capture_request_id', 'text', (c) => c.notNull())
    .addColumn('capture_claimed_until', 'timestamptz')
    .addColumn('capture_id', 'text')
    .addColumn('refund_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failure_reason', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('captured_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_status_expiry').on('orders').columns(['status', 'expires_at']).execute();

  // Prices, names and dates are copied at order time, so later edits never change a sold order.
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('performance_id', 'integer', (c) => c.notNull().references('performances.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('seat', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('event_title', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_quota').on('order_items').columns(['performance_id', 'category_id']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('capture'))
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('algorithm', 'text', (c) => c.notNull().defaultTo('Ed25519'))
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('secret_key', 'bytea', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('performance_id', 'integer', (c) => c.notNull().references('performances.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('seat', 'text')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('signing_keys.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('valid'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('tickets_order').on('tickets').column('order_id').execute();
  await db.schema.createIndex('tickets_performance').on('tickets').column('performance_id').execute();

  // PayPal retries webhooks; the event id makes a second delivery a no-op.
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('outcome', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('processed_at', 'timestamptz')
    .execute();

  // The built-in test provider's "PayPal side", in the database so every server process sees it.
  await db.schema
    .createTable('test_provider_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('custom_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('CREATED'))
    .addColumn('capture_id', 'text')
    .addColumn('capture_request_id', 'text')
    .addColumn('capture_calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('mail_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // Every mail goes through here: queued in the same transaction as its cause, sent (or kept, without
  // SMTP) by the mail worker, retried with backoff; failures stay visible with their last error.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('transport', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('raw', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();

  await db
    .insertInto('payment_universes')
    .values({ name: 'Testmodus (eingebaut)', provider: 'test', is_sandbox: true, active: true })
    .execute();
  await db.insertInto('mail_templates').values(orderConfirmationTemplate).execute();
  await db
    .insertInto('settings')
    .values(settingDefaults.map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', settingDefaults.map(([key]) => key)).execute();
  for (const table of [
    'mail_outbox', 'mail_templates', 'test_provider_orders', 'webhook_events', 'tickets', 'signing_keys', 'payments',
    'order_items', 'orders', 'payment_universes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
