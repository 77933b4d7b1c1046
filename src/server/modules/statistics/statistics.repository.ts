import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CouponUsageRow } from '../../../shared/domain/coupon-statistics.js';
import type { OrderDay, TicketSums } from '../../../shared/domain/statistics.js';

/** Berlin day and hour of the hourly sums (kept by triggers, migration 007). */
const local = sql.raw(`(hour at time zone 'Europe/Berlin')`);
const from = (since?: Date) => (since ? sql`where hour >= date_trunc('hour', ${since}::timestamptz, 'UTC')` : sql``);

/** Tickets of paid orders summed per day and category, per hour of day, and per category and event, in one pass. */
export async function ticketSums(db: Db, since?: Date): Promise<TicketSums> {
  const result = await sql<{ day: string | null; hour: number | null; category: string | null; event: string | null; tickets: number }>`
    select d::text as day, h as hour, category, event, sum(tickets)::int as tickets
    from (select ${local}::date as d, extract(hour from ${local})::int as h, category, event, tickets from sales_hourly ${from(since)}) x
    group by grouping sets ((d, category), (h), (category, event))`.execute(db);
  const sums: TicketSums = { perDayCategory: [], perHour: [], perCategoryEvent: [] };
  for (const row of result.rows) {
    if (row.day !== null && row.category !== null) sums.perDayCategory.push({ day: row.day, category: row.category, tickets: row.tickets });
    else if (row.hour !== null) sums.perHour.push({ hour: row.hour, tickets: row.tickets });
    else if (row.category !== null && row.event !== null) sums.perCategoryEvent.push({ category: row.category, event: row.event, tickets: row.tickets });
  }
  return sums;
}

/** Paid orders per Berlin day with the money kept of them (revenue, migration 037) and their donations. */
export async function orderDays(db: Db, since?: Date): Promise<OrderDay[]> {
  const result = await sql<OrderDay>`
    select ${local}::date::text as day, sum(orders)::int as orders, sum(revenue_cents)::bigint as revenue_cents,
           sum(donation_cents)::bigint as donation_cents, sum(donors)::int as donors
    from orders_hourly ${from(since)} group by 1`.execute(db);
  return result.rows
    .filter((row) => row.orders !== 0 || Number(row.revenue_cents) !== 0)
    .map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents), donation_cents: Number(row.donation_cents) }));
}

/**
 * Per coupon code: paid orders that used it, their tickets (less those returned) and the discount that
 * still stands: a paid order's share for its tickets still valid (couponDiscountKept in
 * shared/domain/revenue.ts, the same rounding); a cancelled, fully returned or charged-back order gave nothing away.
 */
export async function couponUsage(db: Db): Promise<CouponUsageRow[]> {
  const result = await sql<CouponUsageRow>`
    select d.code, count(*)::int as uses, coalesce(sum(t.tickets), 0)::int as tickets,
      coalesce(sum(case when t.valid_list <= 0 or t.list <= 0 then 0 else least(d.amount_cents, (d.amount_cents::bigint * t.valid_list) / t.list) end), 0)::int as discount_cents
    from order_discounts d
    join orders o on o.id = d.order_id
    cross join lateral (
      select sum(i.quantity - i.returned) as tickets, sum((i.quantity - i.returned) * i.unit_price_cents::bigint) as valid_list, sum(i.quantity * i.unit_price_cents::bigint) as list
      from order_items i where i.order_id = o.id) t
    where d.kind = 'coupon' and d.code is not null and o.status = 'CAPTURED'
    group by d.code`.execute(db);
  return result.rows;
}

export async function statusCounts(db: Db) {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

export function topDonations(db: Db, limit: number) {
  return db
    .selectFrom('orders')
    .select(['donation_cents', 'first_name', 'last_name'])
    .where('status', '=', 'CAPTURED')
    .where('donation_cents', '>', 0)
    .orderBy('donation_cents', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The next performance of a visible event that has not started yet. */
export function nextPerformance(db: Db, now: Date) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select(['events.title', 'performances.starts_at'])
    .where('performances.starts_at', '>', now)
    .where('events.visible', '=', true)
    .orderBy('performances.starts_at')
    .limit(1)
    .executeTakeFirst();
}

/** The newest paid orders with their ticket count and first event. */
export async function lastSales(db: Db, limit: number) {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'first_name', 'last_name'])
    .where('status', '=', 'CAPTURED')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'event_title', 'quantity'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id')
    .execute();
  return orders.map((order) => {
    const own = items.filter((item) => item.order_id === order.id);
    return { ...order, tickets: own.reduce((sum, item) => sum + item.quantity, 0), event: own[0]?.event_title ?? '' };
  });
}

export async function databaseAlive(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Performances from six hours ago on (the evening under way and the next ones), at most `limit`. */
export async function eveningPerformances(db: Db, now: Date, limit: number) {
  const shows = await db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select(['performances.id', 'performances.starts_at', 'performances.box_office_capacity', 'performances.box_office_sold', 'events.title'])
    .where('performances.starts_at', '>=', new Date(now.getTime() - 6 * 3_600_000))
    .orderBy('performances.starts_at')
    .limit(limit)
    .execute();
  const ids = shows.length ? shows.map((show) => show.id) : [0];
  const [quotas, admitted] = await Promise.all([
    db
      .selectFrom('quotas')
      .select(['performance_id', (eb) => eb.fn.sum<number>('capacity').as('capacity'), (eb) => eb.fn.sum<number>('sold').as('sold')])
      .where('performance_id', 'in', ids)
      .groupBy('performance_id')
      .execute(),
    db
      .selectFrom('checkins')
      .innerJoin('tickets', 'tickets.id', 'checkins.ticket_id')
      .select(['checkins.performance_id', (eb) => eb.fn.count<number>('checkins.ticket_id').distinct().as('n')])
      .where('checkins.performance_id', 'in', ids)
      .where('checkins.admitted', '=', true)
      .where('tickets.status', '=', 'valid')
      .groupBy('checkins.performance_id')
      .execute(),
  ]);
  return shows.map((show) => {
    const quota = quotas.find((row) => row.performance_id === show.id);
    return {
      performance_id: show.id,
      event: show.title,
      starts_at: show.starts_at,
      sold: Number(quota?.sold ?? 0) + show.box_office_sold,
      capacity: Number(quota?.capacity ?? 0) + show.box_office_capacity,
      admitted: Number(admitted.find((row) => row.performance_id === show.id)?.n ?? 0),
    };
  });
}

/**
 * Money kept (issue 37 item 3): every paid order's captured − refunded − reversed (orders.kept_cents), split
 * into donations (of orders still paid) and tickets as orderRevenue in shared/domain/revenue.ts does.
 */
export async function paidTotals(db: Db): Promise<{ revenue: number; donations: number }> {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<string>`coalesce(sum(kept_cents), 0)`.as('kept'),
      sql<string>`coalesce(sum(donation_cents) filter (where status = 'CAPTURED'), 0)`.as('donations'),
    ])
    .where('captured_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return { revenue: Number(row.kept) - Number(row.donations), donations: Number(row.donations) };
}

/** Refunds of paid orders PayPal still reports PENDING: not yet taken off the revenue (issue 52 item 5). */
export async function pendingRefundCents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(sql<string>`coalesce(sum(payments.amount_cents), 0)`.as('cents'))
    .where('payments.kind', '=', 'refund')
    .where('payments.status', '=', 'PENDING')
    .where('orders.captured_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/**
 * Tickets of paid orders per Berlin day (of the order) and category for one event or performance (issue 51
 * item 6): the hourly sums know no performance, so this reads the lines, counting as they do (quantity less
 * returned, paid orders only).
 */
export async function ticketsPerDayFor(db: Db, filter: { eventId?: number; performanceId?: number }) {
  let query = db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      sql<string>`(o.created_at at time zone 'Europe/Berlin')::date::text`.as('day'),
      'i.category_name as category',
      sql<number>`sum(i.quantity - i.returned)::int`.as('tickets'),
    ])
    .where('o.status', '=', 'CAPTURED')
    .groupBy([sql`1`, 'i.category_name']);
  if (filter.eventId) query = query.where('i.event_id', '=', filter.eventId);
  if (filter.performanceId) query = query.where('i.performance_id', '=', filter.performanceId);
  return query.execute();
}

/** Every event with its performances, newest first, for the overview's filters. */
export function eventsWithPerformances(db: Db) {
  return db
    .selectFrom('events as e')
    .innerJoin('performances as p', 'p.event_id', 'e.id')
    .select(['e.id as event_id', 'e.title', 'p.id as performance_id', 'p.starts_at'])
    .orderBy('p.starts_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
