import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Mail purposes of staff notices; the outbox's `template_name` names one. */
export const STAFF_ORDER_MAIL = 'staff_new_order';
export const STAFF_DIGEST_MAIL = 'staff_digest';

/**
 * Queues one mail per recipient for each order paid since `since` that staff have not heard of, in one
 * statement: `staff_order_notices`' key keeps every order to one round of mails across processes.
 */
export async function queueOrderNotices(db: Db, { since, now, recipients }: { since: Date; now: Date; recipients: string[] }): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    WITH claimed AS (
      INSERT INTO staff_order_notices (order_id, created_at)
      SELECT o.id, ${now}::timestamptz FROM orders o
      WHERE o.status = 'CAPTURED' AND o.captured_at >= ${since}
      ON CONFLICT DO NOTHING
      RETURNING order_id
    )
    INSERT INTO mail_outbox (order_id, template_name, recipient, next_attempt_at, created_at)
    SELECT c.order_id, ${STAFF_ORDER_MAIL}, r.address, ${now}::timestamptz, ${now}::timestamptz
    FROM claimed c CROSS JOIN unnest(${recipients}::text[]) AS r(address)
    ORDER BY c.order_id
    RETURNING id`.execute(db);
  return rows.length;
}

/** Claims a day's summary and queues it for each recipient; nothing when another process claimed the day. */
export async function queueDigest(db: Db, { day, now, recipients }: { day: string; now: Date; recipients: string[] }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const digest = await trx
      .insertInto('staff_digests')
      .values({ day, created_at: now })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!digest) return 0;
    await trx
      .insertInto('mail_outbox')
      .values(
        recipients.map((recipient) => ({
          digest_id: digest.id,
          template_name: STAFF_DIGEST_MAIL,
          recipient,
          next_attempt_at: now,
          created_at: now,
          order_id: null,
        })),
      )
      .execute();
    return recipients.length;
  });
}

/** The paid orders a notice tells of: one order, or those paid within a day. */
export function paidOrdersFor(db: Db, filter: { orderId: number } | { from: Date; until: Date }) {
  let query = db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'orders.total_cents',
      'orders.captured_at',
      eb
        .selectFrom('order_items')
        .select((items) => items.fn.coalesce(items.fn.sum<number>('quantity'), sql<number>`0`).as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('tickets'),
      eb
        .selectFrom('order_items')
        .select(sql<string>`string_agg(DISTINCT event_title, ', ')`.as('titles'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('events'),
    ])
    .where('orders.status', '=', 'CAPTURED');
  query =
    'orderId' in filter
      ? query.where('orders.id', '=', filter.orderId)
      : query.where('orders.captured_at', '>=', filter.from).where('orders.captured_at', '<', filter.until);
  return query.orderBy('orders.id').execute();
}

export async function digestById(db: Db, id: number) {
  return db
    .selectFrom('staff_digests')
    .select(['id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether a day had paid orders: a day without any sends no summary. */
export async function anyPaidBetween(db: Db, from: Date, until: Date): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'CAPTURED')
    .where('captured_at', '>=', from)
    .where('captured_at', '<', until)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
