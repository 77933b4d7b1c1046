import { type RawBuilder, type Selectable, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { OrdersTable } from './orders.table.js';
import type { NewOrder } from './orders.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

type Executor = Db | Transaction<Database>;

/** The hold_owners row of a buyer (any spelling of the e-mail address) and of a client address. */
export const holdOwnerKey = {
  buyer: (email: string) => `buyer:${email.toLowerCase()}`,
  address: (address: string) => `address:${address}`,
};

/** Tickets wanted per quota, in the one order every statement locks quota rows in (no deadlock cycles). */
export function perQuota(lines: Pick<ResolvedLine, 'performanceId' | 'categoryId' | 'quantity'>[]) {
  const wanted = new Map<string, { performanceId: number; categoryId: number; quantity: number }>();
  for (const line of lines) {
    const key = `${line.performanceId}:${line.categoryId}`;
    const entry = wanted.get(key) ?? { performanceId: line.performanceId, categoryId: line.categoryId, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(key, entry);
  }
  return [...wanted.values()].sort((a, b) => a.performanceId - b.performanceId || a.categoryId - b.categoryId);
}

/**
 * The capacity check of a hold, as a condition on the quota row `q` and the wanted row `w (n)`. It is
 * evaluated on the newest version of the locked row, so concurrent holds never oversell; the lock helper
 * (quota-lock.ts) supplies it.
 */
export type CapacityGuard = RawBuilder<boolean>;
export const LOCKED_CAPACITY_GUARD: CapacityGuard = sql<boolean>`q.capacity - q.sold - q.held >= w.n`;

export type HoldRefusal = 'buyer' | 'address' | 'quota' | 'seat';

/**
 * Open holds of a hold_owners row `h` that still count: unexpired, and not known to be paid or closed. An
 * order this statement's snapshot cannot see yet (committed by a concurrent hold) still counts. Each entry
 * looks its order up by primary key (a scalar subquery, which the planner cannot turn into a hash join over
 * every order), so the check costs the same however many orders there are.
 */
function liveHolds(alias: string, nowMs: number) {
  return sql`jsonb_each(${sql.ref(`${alias}.holds`)}) e
    WHERE (e.value->>0)::bigint > ${nowMs}::bigint AND coalesce((SELECT lo.status FROM orders lo WHERE lo.id = e.key::int), 'CREATED') = 'CREATED'`;
}

const orderColumns: [keyof NewOrder, string][] = [
  ['public_token', 'text'], ['idempotency_key', 'text'], ['first_name', 'text'], ['last_name', 'text'], ['email', 'text'],
  ['phone', 'text'], ['donation_cents', 'int'], ['total_cents', 'int'], ['universe_id', 'int'], ['provider', 'text'],
  ['provider_request_id', 'text'], ['capture_request_id', 'text'], ['expires_at', 'timestamptz'], ['client_address', 'text'],
];

const typed = (value: unknown, type: string) => sql`${value}::${sql.raw(type)}`;

/**
 * The hold in one statement: the buyer's and the address's open holds (each a locked hold_owners row),
 * the quota rows (locked in a fixed order, then a guarded `held + n`), the seats (unique rows), and only
 * when every one of them matched, the order and its items. Anything that did not match aborts the whole
 * statement through refuse_hold, so a refused hold leaves no trace; the reason comes back as the result.
 */
export async function insertHold(
  db: Executor,
  order: NewOrder,
  lines: ResolvedLine[],
  limits: { buyer: number; address: number },
  now: Date,
  guard: CapacityGuard,
): Promise<{ row: HeldOrder } | { refused: HoldRefusal }> {
  const wanted = perQuota(lines);
  const seats = lines.filter((line) => line.seat);
  const tickets = lines.reduce((sum, line) => sum + line.quantity, 0);
  const nowMs = now.getTime();
  const entry = sql`jsonb_build_object(n.id::text, jsonb_build_array(${order.expires_at.getTime()}::bigint, ${tickets}::int))`;
  const owner = (key: string, check: RawBuilder<unknown>) => sql`
    INSERT INTO hold_owners AS h (key, holds) SELECT ${key}, ${entry} FROM new_order n
    ON CONFLICT (key) DO UPDATE SET holds = (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM ${liveHolds('h', nowMs)}) || excluded.holds
    WHERE ${check}
    RETURNING 1`;
  const buyer = owner(holdOwnerKey.buyer(order.email), sql`(SELECT count(*) FROM ${liveHolds('h', nowMs)}) < ${limits.buyer}`);
  const address =
    limits.address > 0 && order.client_address
      ? owner(
          holdOwnerKey.address(order.client_address),
          sql`(SELECT coalesce(sum((e.value->>1)::int), 0) FROM ${liveHolds('h', nowMs)}) + ${tickets} <= ${limits.address}`,
        )
      : sql`SELECT 1`;
  const seatClaims = seats.length
    ? sql`INSERT INTO seat_claims (performance_id, seat, order_id)
        SELECT s.performance_id, s.seat, n.id FROM new_order n,
          (VALUES ${sql.join(seats.map((line) => sql`(${typed(line.performanceId, 'int')}, ${typed(line.seat, 'text')})`))}) s (performance_id, seat)
        ON CONFLICT DO NOTHING RETURNING 1`
    : sql`SELECT 1 WHERE false`;
  const itemValues = sql.join(
    lines.map(
      (line) => sql`(${typed(line.eventId, 'int')}, ${typed(line.performanceId, 'int')}, ${typed(line.categoryId, 'int')}, ${typed(line.seat, 'text')},
        ${typed(line.quantity, 'int')}, ${typed(line.unitPriceCents, 'int')}, ${typed(line.eventTitle, 'text')}, ${typed(line.categoryName, 'text')},
        ${typed(line.startsAt, 'timestamptz')})`,
    ),
  );
  const result = await sql<HeldOrder>`
    WITH new_order AS (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id),
    want (performance_id, category_id, n) AS (VALUES ${sql.join(
      wanted.map((w) => sql`(${typed(w.performanceId, 'int')}, ${typed(w.categoryId, 'int')}, ${typed(w.quantity, 'int')})`),
    )}),
    buyer AS (${buyer}),
    address AS (${address}),
    locked AS (
      SELECT q.performance_id, q.category_id FROM quotas q JOIN want w USING (performance_id, category_id)
      ORDER BY q.performance_id, q.category_id FOR UPDATE OF q),
    quota AS (
      UPDATE quotas q SET held = q.held + w.n FROM want w, locked l
      WHERE q.performance_id = w.performance_id AND q.category_id = w.category_id
        AND l.performance_id = q.performance_id AND l.category_id = q.category_id AND ${guard}
      RETURNING 1),
    seats AS (${seatClaims}),
    checked AS (
      SELECT (SELECT count(*) FROM buyer) AS buyer, (SELECT count(*) FROM address) AS address,
        (SELECT count(*) FROM quota) AS quota, (SELECT count(*) FROM seats) AS seats),
    placed AS (
      INSERT INTO orders (id, holding, ${sql.join(orderColumns.map(([column]) => sql.ref(column)))})
      SELECT n.id, true, ${sql.join(orderColumns.map(([column, type]) => typed(order[column], type)))}
      FROM new_order n, checked c
      WHERE c.buyer = 1 AND c.address = 1 AND c.quota = ${wanted.length} AND c.seats = ${seats.length}
      RETURNING *),
    items AS (
      INSERT INTO order_items (order_id, event_id, performance_id, category_id, seat, quantity, unit_price_cents, event_title, category_name, starts_at)
      SELECT p.id, v.* FROM placed p,
        (VALUES ${itemValues}) v (event_id, performance_id, category_id, seat, quantity, unit_price_cents, event_title, category_name, starts_at)
      RETURNING 1)
    SELECT placed.*, CASE
        WHEN c.buyer <> 1 THEN refuse_hold('buyer') WHEN c.address <> 1 THEN refuse_hold('address')
        WHEN c.quota <> ${wanted.length} THEN refuse_hold('quota') WHEN c.seats <> ${seats.length} THEN refuse_hold('seat')
        WHEN (SELECT count(*) FROM items) <> ${lines.length} THEN refuse_hold('items')
      END AS refused
    FROM checked c LEFT JOIN placed ON true`
    .execute(db)
    .catch((error: { code?: string; message?: string; detail?: string }) => {
      if (error?.code === 'P0001' && error.message === 'hold refused') return { refused: error.detail as HoldRefusal };
      throw error;
    });
  if ('refused' in result) return result;
  return { row: result.rows[0] };
}

export type HeldOrder = Selectable<OrdersTable>;

/**
 * Closes orders in one statement and gives back what they counted: a holding order's tickets leave `held`
 * and its seats their claims, a paid order's tickets leave `sold` (or the box office's `box_office_sold`).
 * `where` picks the orders (locked in id order; `skipLocked` leaves those somebody is working on), `set`
 * is their new state. Returns the closed orders with their new status.
 */
export async function closeOrders(
  db: Executor,
  where: RawBuilder<boolean>,
  set: RawBuilder<unknown>,
  options: { skipLocked?: boolean } = {},
): Promise<{ id: number; status: string }[]> {
  const result = await sql<{ id: number; status: string }>`
    WITH old AS (
      SELECT id, holding, status, channel FROM orders WHERE ${where}
      ORDER BY id FOR UPDATE ${options.skipLocked ? sql`SKIP LOCKED` : sql``}),
    closed AS (
      UPDATE orders o SET ${set}, holding = false FROM old WHERE o.id = old.id
      RETURNING o.id, o.status, old.holding AS was_holding, old.status = 'CAPTURED' AS was_sold, old.channel),
    gone AS (
      SELECT i.performance_id, i.category_id,
        coalesce(sum(i.quantity) FILTER (WHERE c.was_holding AND c.channel = 'online'), 0)::int AS held,
        coalesce(sum(i.quantity) FILTER (WHERE c.was_sold AND c.channel = 'online'), 0)::int AS sold,
        coalesce(sum(i.quantity) FILTER (WHERE c.was_sold AND c.channel = 'box_office'), 0)::int AS door
      FROM order_items i JOIN closed c ON c.id = i.order_id
      GROUP BY i.performance_id, i.category_id),
    locked AS (
      SELECT q.performance_id, q.category_id FROM quotas q JOIN gone g USING (performance_id, category_id)
      WHERE g.held > 0 OR g.sold > 0
      ORDER BY q.performance_id, q.category_id FOR UPDATE OF q),
    quota AS (
      UPDATE quotas q SET held = q.held - g.held, sold = q.sold - g.sold FROM gone g, locked l
      WHERE q.performance_id = g.performance_id AND q.category_id = g.category_id
        AND l.performance_id = q.performance_id AND l.category_id = q.category_id),
    door AS (
      UPDATE performances p SET box_office_sold = p.box_office_sold - d.n
      FROM (SELECT performance_id, sum(door)::int AS n FROM gone GROUP BY performance_id HAVING sum(door) > 0) d
      WHERE p.id = d.performance_id),
    seats AS (DELETE FROM seat_claims WHERE order_id IN (SELECT id FROM closed WHERE was_holding OR was_sold))
    SELECT id, status FROM closed`.execute(db);
  return result.rows;
}

/**
 * Releases holds that ran out: their tickets leave `held` at once. Those nobody tried to pay become
 * EXPIRED; an attempted capture keeps its status for the reconciliation (only the provider knows whether
 * it was paid) and, if paid, takes its tickets again when settled. Optionally only for some performances.
 */
export async function releaseExpiredHolds(db: Db, now: Date, performanceIds?: number[]): Promise<{ released: number; expired: number }> {
  const ofPerformances = performanceIds?.length
    ? sql`AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id AND i.performance_id IN (${sql.join(performanceIds)}))`
    : sql``;
  const rows = await closeOrders(
    db,
    sql<boolean>`holding AND status = 'CREATED' AND expires_at <= ${now}
      AND (capture_claimed_until IS NULL OR capture_claimed_until < ${now}) ${ofPerformances}`,
    sql`status = CASE WHEN o.capture_attempted_at IS NULL THEN 'EXPIRED' ELSE o.status END`,
    { skipLocked: true },
  );
  return { released: rows.length, expired: rows.filter((row) => row.status === 'EXPIRED').length };
}

/** The stored counters, in the shape recountQuotas gives. */
export async function quotaCounters(db: Executor) {
  const quotas = await db.selectFrom('quotas').select(['performance_id', 'category_id', 'held', 'sold']).orderBy('performance_id').orderBy('category_id').execute();
  const boxOffice = await db.selectFrom('performances').select(['id as performance_id', 'box_office_sold as sold']).orderBy('id').execute();
  const seats = await db.selectFrom('seat_claims').select(['performance_id', 'seat', 'order_id']).orderBy('performance_id').orderBy('seat').execute();
  return { quotas, boxOffice, seats };
}

/**
 * The counters recounted from the order items, by the rule availability always had: paid tickets, plus
 * holds that have not run out. Equal to the stored counters whenever the sweep has released what ran out.
 */
export async function recountQuotas(db: Executor, now: Date) {
  const quotas = await sql<{ performance_id: number; category_id: number; held: number; sold: number }>`
    SELECT q.performance_id, q.category_id,
      coalesce(sum(i.quantity) FILTER (WHERE o.status = 'CREATED' AND o.expires_at > ${now}), 0)::int AS held,
      coalesce(sum(i.quantity) FILTER (WHERE o.status = 'CAPTURED'), 0)::int AS sold
    FROM quotas q
    LEFT JOIN order_items i ON i.performance_id = q.performance_id AND i.category_id = q.category_id
    LEFT JOIN orders o ON o.id = i.order_id AND o.channel = 'online'
    GROUP BY q.performance_id, q.category_id ORDER BY q.performance_id, q.category_id`.execute(db);
  const boxOffice = await sql<{ performance_id: number; sold: number }>`
    SELECT p.id AS performance_id, coalesce(sum(i.quantity) FILTER (WHERE o.status = 'CAPTURED'), 0)::int AS sold
    FROM performances p
    LEFT JOIN order_items i ON i.performance_id = p.id
    LEFT JOIN orders o ON o.id = i.order_id AND o.channel = 'box_office'
    GROUP BY p.id ORDER BY p.id`.execute(db);
  const seats = await sql<{ performance_id: number; seat: string; order_id: number }>`
    SELECT i.performance_id, i.seat, i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.seat IS NOT NULL AND (o.status = 'CAPTURED' OR (o.status = 'CREATED' AND o.expires_at > ${now}))
    ORDER BY i.performance_id, i.seat`.execute(db);
  return { quotas: quotas.rows, boxOffice: boxOffice.rows, seats: seats.rows };
}
