import { type Kysely, sql } from 'kysely';

/**
 * Coupon codes and the discounts an order got (issue 33). A discount is its own row, written in the hold's
 * transaction, so the hold's one statement (place_hold) stays as it is. A use counts while its order is
 * paid or its hold is open: a hold that runs out or fails gives the use back without any bookkeeping.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('percent', 'amount', 'free')`))
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value > 0`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_buyer', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('event_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('category_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('order_discounts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('group', 'coupon')`))
    .addColumn('coupon_id', 'integer', (col) => col.references('coupons.id'))
    .addColumn('code', 'text')
    .addColumn('buyer', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addUniqueConstraint('order_discounts_one_per_kind', ['order_id', 'kind'])
    .execute();
  await sql`CREATE INDEX order_discounts_coupon ON order_discounts (coupon_id, buyer) WHERE coupon_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_discounts').execute();
  await db.schema.dropTable('coupons').execute();
}
