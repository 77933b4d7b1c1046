import { type Kysely, sql } from 'kysely';

/**
 * What PayPal reports after the sale (issue 28): disputes a buyer opened, shown on the order, and why a
 * ticket was revoked, so the door can say "Zahlung zurückgebucht" rather than only "Storniert".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_disputes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('dispute_id', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('capture_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX payment_disputes_order ON payment_disputes (order_id)`.execute(db);
  await db.schema.alterTable('tickets').addColumn('revoked_reason', 'text').execute();
  await quotaUse(sql`AND o.capture_attempted_at IS NULL`).execute(db);
  // The cancellation mail said "Erstattet" for a refund PayPal had not confirmed; templates still carrying
  // the shipped sentence get the placeholder that says which it is (edited sentences stay as staff wrote them).
  await sql`UPDATE mail_templates SET content = replace(content, ${SHIPPED_REFUND_LINE}, ${TRUE_REFUND_LINE}) WHERE purpose = 'cancellation'`.execute(db);
}

const SHIPPED_REFUND_LINE = 'Erstattet: <strong>{erstattung}</strong>.';
const TRUE_REFUND_LINE = '<strong>{erstattungsstand}</strong>.';

/**
 * `quota_use` (017): the counters less the holds that ran out unreleased. A hold that saw an approval or a
 * capture attempt keeps counting after it ran out, until PayPal's answer settles or releases it (issue 28).
 */
function quotaUse(unpaidOnly: ReturnType<typeof sql>) {
  return sql`CREATE OR REPLACE FUNCTION quota_use(performance_ids int[], now timestamptz)
    RETURNS TABLE (performance_id int, category_id int, capacity int, taken int) LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN QUERY
      SELECT q.performance_id, q.category_id, q.capacity, (q.sold + q.held - coalesce(x.n, 0))::int
      FROM quotas q
      LEFT JOIN (
        SELECT i.performance_id, i.category_id, sum(i.quantity) AS n
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.holding AND o.expires_at <= now AND o.channel = 'online' ${unpaidOnly}
        GROUP BY i.performance_id, i.category_id
      ) x ON x.performance_id = q.performance_id AND x.category_id = q.category_id
      WHERE q.performance_id = ANY (performance_ids);
    END $$`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE mail_templates SET content = replace(content, ${TRUE_REFUND_LINE}, ${SHIPPED_REFUND_LINE}) WHERE purpose = 'cancellation'`.execute(db);
  await quotaUse(sql``).execute(db);
  await db.schema.alterTable('tickets').dropColumn('revoked_reason').execute();
  await db.schema.dropTable('payment_disputes').execute();
}
