import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrderRow, TicketRow } from '../../../shared/domain/statistics.js';

/** The hourly sums (kept by triggers, migration 007) turned into Berlin days and hours. */
const berlin = sql.raw(`(hour at time zone 'Europe/Berlin')`);
const day = sql<string>`to_char(${berlin}, 'YYYY-MM-DD')`;
const hour = sql<number>`extract(hour from ${berlin})::int`;
const from = (since?: Date) => (since ? sql`where hour >= date_trunc('hour', ${since}::timestamptz, 'UTC')` : sql``);

/** Tickets of paid orders per hour, category and event, optionally from an instant on. */
export async function ticketRows(db: Db, since?: Date): Promise<TicketRow[]> {
  const result = await sql<TicketRow>`
    select ${day} as day, ${hour} as hour, category, event, tickets::int as tickets
    from sales_hourly ${from(since)}`.execute(db);
  return result.rows.filter((row) => row.tickets !== 0);
}

/** Paid orders per hour with their revenue and donations. */
export async function orderRows(db: Db, since?: Date): Promise<OrderRow[]> {
  const result = await sql<OrderRow>`
    select ${day} as day, ${hour} as hour, orders::int as orders, revenue_cents, donation_cents, donors::int as donors
    from orders_hourly ${from(since)}`.execute(db);
  return result.rows.filter((row) => row.orders !== 0).map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents), donation_cents: Number(row.donation_cents) }));
}

export async function statusCounts(db: Db) {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('status').execute();
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
    .where('order_id', 'in', orders.map((order) => order.id))
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
