import { type NotNull, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { NewOrder } from '../orders.repository.js';
import type { ResolvedLine } from './resolve-cart.js';

type Executor = Db | Transaction<Database>;

/**
 * The hold_owners row of a buyer (any spelling of the e-mail address), of a client address, and of a staff
 * member: staff orders (reservations) are counted under whoever made them, never under the buyer's address,
 * so a parent with a box-office reservation can still buy online.
 */
export const holdOwnerKey = {
  buyer: (email: string) => `buyer:${email.toLowerCase()}`,
  address: (address: string) => `address:${address}`,
  staff: (userId: number) => `staff:${userId}`,
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

export type HoldRefusal = 'buyer' | 'address' | 'quota' | 'seat' | 'waiting';

/**
 * What place_hold's figures on a refusal say (db/functions/place_hold.sql), read on the rows it decided on:
 * the first short quota and its places left, the cart's seats already claimed, the limit a buyer reached, an
 * address's open tickets and when the first of them runs out.
 */
export interface RefusalFigures {
  quota?: string;
  remaining?: number;
  seats?: string[];
  limit?: number;
  tickets?: number;
  first_expiry_ms?: number | null;
}

/**
 * A refused hold: why, for 'waiting' the quota (`performance:category`) someone on the waiting list fits
 * into, and for the others the figures the answer is worded from (none when the statement could not see them).
 */
export interface Refused {
  refused: HoldRefusal;
  owed?: string;
  figures?: RefusalFigures;
}

/** The refusal place_hold raised (refuse_hold_with: reason in DETAIL, figures or the owed quota in HINT); undefined for any other error. */
export function refusalOf(error: { code?: string; message?: string; detail?: string; hint?: string }): Refused | undefined {
  if (error?.code !== 'P0001' || error.message !== 'hold refused') return undefined;
  return refusalFrom(error.detail ?? '', error.hint);
}

/** A refusal from its DETAIL and HINT, as a single hold's error or a batch's row carries them (place_holds.sql). */
export function refusalFrom(detail: string, hint: string | null | undefined): Refused {
  const refused = detail as HoldRefusal;
  if (!hint) return { refused };
  return refused === 'waiting' ? { refused, owed: hint } : { refused, figures: JSON.parse(hint) as RefusalFigures };
}

/** An order item's columns for a line: what it was sold as (title, category, price, time) stays with the item. */
export function itemColumns(line: ResolvedLine) {
  return {
    event_id: line.eventId,
    performance_id: line.performanceId,
    category_id: line.categoryId,
    seat: line.seat,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    event_title: line.eventTitle,
    category_name: line.categoryName,
    starts_at: line.startsAt,
  };
}

/** What one hold asks for: place_hold's arguments before they are spelled out (holdArguments). */
export interface HoldRequest {
  order: NewOrder;
  lines: ResolvedLine[];
  limits: { buyer: number; address: number; owner?: string };
  now: Date;
  yieldToWaitingList: boolean;
}

/** place_hold's arguments by their names in the function (db/functions/place_hold.sql); place_holds reads them so too. */
export function holdArguments({ order, lines, limits, now, yieldToWaitingList }: HoldRequest) {
  const wanted = perQuota(lines);
  const seats = lines.filter((line) => line.seat);
  return {
    order,
    want_performances: wanted.map((w) => w.performanceId),
    want_categories: wanted.map((w) => w.categoryId),
    want_counts: wanted.map((w) => w.quantity),
    seat_performances: seats.map((line) => line.performanceId),
    seat_names: seats.map((line) => line.seat as string),
    items: lines.map(itemColumns),
    buyer_owner: limits.owner ?? holdOwnerKey.buyer(order.email),
    buyer_limit: limits.buyer,
    address_owner: limits.address > 0 && order.client_address ? holdOwnerKey.address(order.client_address) : null,
    address_limit: limits.address,
    now_ms: now.getTime(),
    yield_to_waiting: yieldToWaitingList,
  };
}

/**
 * The hold in one statement, `place_hold` (db/functions/place_hold.sql): the buyer's and the address's
 * open holds (each a locked hold_owners row), the quota rows (locked in a fixed order, then a guarded
 * `held + n`), the seats (unique rows), and only when every one of them matched, the order and its items.
 * A public hold (`yieldToWaitingList`) is then refused while someone on the waiting list fits into the places
 * that were free, asked on the quota rows it holds locked, so no freed place slips past the list (issue 42).
 * Anything that did not match aborts the whole statement through refuse_hold, so a refused hold leaves no
 * trace; the reason comes back as the result. The database keeps the statement's plan between holds.
 */
export async function insertHold(
  db: Executor,
  order: NewOrder,
  lines: ResolvedLine[],
  limits: { buyer: number; address: number; owner?: string },
  now: Date,
  yieldToWaitingList: boolean,
): Promise<{ row: HeldOrder } | Refused> {
  const a = holdArguments({ order, lines, limits, now, yieldToWaitingList });
  const result = await sql<{ id: number }>`
    SELECT * FROM place_hold(${JSON.stringify(order)}::jsonb,
      ${a.want_performances}::int[], ${a.want_categories}::int[], ${a.want_counts}::int[],
      ${a.seat_performances}::int[], ${a.seat_names}::text[], ${JSON.stringify(a.items)}::jsonb,
      ${a.buyer_owner}::text, ${a.buyer_limit}::int, ${a.address_owner}::text, ${a.address_limit}::int,
      ${a.now_ms}::bigint, ${a.yield_to_waiting}::boolean) AS held (id)`
    .execute(db)
    .catch((error): Refused => {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    });
  if ('refused' in result) return result;
  return { row: { ...order, id: result.rows[0].id } };
}

/**
 * Gives up the hold-backs (seats kept without an order for the box office or guests, migration 042) on
 * these seats, so the hold statement after it in the same transaction can claim them: staff orders may
 * use them. A seat claimed by an order stays as it is, and the hold statement then refuses it.
 */
export async function freeHeldBackSeats(trx: Transaction<Database>, request: HoldRequest, seats: { performanceId: number; seat: string }[]): Promise<void> {
  if (seats.length === 0) return;
  // The rows place_hold locks before its seats, first and in its order: the owner's hold_owners row, then the
  // quota rows. A public hold that holds the quotas and waits on a seat given up here would otherwise wait
  // on this transaction while it waits on those quotas: a deadlock that cost both staff orders the seat.
  const { buyer_owner: owner, want_performances: performances, want_categories: categories } = holdArguments(request);
  await sql`INSERT INTO hold_owners AS h (key, holds) VALUES (${owner}, '{}'::jsonb)
    ON CONFLICT (key) DO UPDATE SET holds = h.holds`.execute(trx);
  await sql`SELECT 1 FROM quotas q JOIN unnest(${performances}::int[], ${categories}::int[]) w (performance_id, category_id)
    USING (performance_id, category_id) ORDER BY q.performance_id, q.category_id FOR UPDATE OF q`.execute(trx);
  await sql`DELETE FROM seat_claims c USING unnest(${seats.map((s) => s.performanceId)}::int[], ${seats.map((s) => s.seat)}::text[]) w (performance_id, seat)
    WHERE c.performance_id = w.performance_id AND c.seat = w.seat AND c.order_id IS NULL`.execute(trx);
}

/** The held order: what the shop wrote, and the id the database gave it (place_hold answers only that). */
export type HeldOrder = NewOrder & { id: number };

/**
 * Closes orders in one statement and gives back what they counted: a holding order's tickets leave `held`
 * and its seats their claims, a paid order's tickets leave `sold` (or the box office's `box_office_sold`), less
 * those already revoked one by one (returned or cancelled by staff).
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
        coalesce(sum(i.quantity - i.returned) FILTER (WHERE c.was_sold AND c.channel = 'online'), 0)::int AS sold,
        coalesce(sum(i.quantity - i.returned) FILTER (WHERE c.was_sold AND c.channel = 'box_office'), 0)::int AS door
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
 * Releases holds that ran out and that nobody tried to pay: their tickets leave `held` at once and they are
 * marked EXPIRED. A hold that saw an approval or a capture attempt is never released here: only PayPal knows
 * whether money moved, so the sweep asks it first (reconcile.ts) and settles or releases by its answer.
 * Optionally only for some performances.
 */
export async function releaseExpiredHolds(db: Db, now: Date, performanceIds?: number[]): Promise<{ released: number; expired: number }> {
  const ofPerformances = performanceIds?.length
    ? sql`AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id AND i.performance_id IN (${sql.join(performanceIds)}))`
    : sql``;
  const rows = await closeOrders(
    db,
    sql<boolean>`holding AND status = 'CREATED' AND expires_at <= ${now} AND capture_attempted_at IS NULL
      AND (capture_claimed_until IS NULL OR capture_claimed_until < ${now}) ${ofPerformances}`,
    sql`status = 'EXPIRED'`,
    { skipLocked: true },
  );
  return { released: rows.length, expired: rows.filter((row) => row.status === 'EXPIRED').length };
}

/** The stored counters, in the shape recountQuotas gives. */
export async function quotaCounters(db: Executor) {
  const quotas = await db
    .selectFrom('quotas')
    .select(['performance_id', 'category_id', 'held', 'sold'])
    .orderBy('performance_id')
    .orderBy('category_id')
    .execute();
  const boxOffice = await db.selectFrom('performances').select(['id as performance_id', 'box_office_sold as sold']).orderBy('id').execute();
  // Seats held back without an order (migration 042) are no order's count.
  const seats = await db
    .selectFrom('seat_claims')
    .select(['performance_id', 'seat', 'order_id'])
    .where('order_id', 'is not', null)
    .$narrowType<{ order_id: NotNull }>()
    .orderBy('performance_id')
    .orderBy('seat')
    .execute();
  return { quotas, boxOffice, seats };
}

/** Tickets sold at the door per performance, less those staff cancelled one by one; both recounts count them alike. */
function countBoxOfficeSales(db: Executor) {
  return sql<{ performance_id: number; sold: number }>`
    SELECT p.id AS performance_id, coalesce(sum(i.quantity - i.returned) FILTER (WHERE o.status = 'CAPTURED'), 0)::int AS sold
    FROM performances p
    LEFT JOIN order_items i ON i.performance_id = p.id
    LEFT JOIN orders o ON o.id = i.order_id AND o.channel = 'box_office'
    GROUP BY p.id ORDER BY p.id`.execute(db);
}

/**
 * The counters counted from the orders by the rule every write keeps them by (migration 012): `held` is the
 * tickets of online orders still `holding`, `sold` the paid ones. Unlike recountQuotas it does not depend on
 * the sweep having run, so production can compare it with the stored counters at any moment.
 */
export function countQuotasFromOrders(db: Executor) {
  return countFromOrders(db, sql<boolean>`o.holding`);
}

/**
 * The counters recounted from the order items, by the rule availability always had: paid tickets, plus
 * holds that have not run out. Equal to the stored counters whenever the sweep has released what ran out.
 */
export function recountQuotas(db: Executor, now: Date) {
  return countFromOrders(db, sql<boolean>`(o.status = 'CREATED' AND (o.expires_at > ${now} OR o.capture_attempted_at IS NOT NULL))`);
}

/** Held and sold places per quota, the box office's sales and the seats taken, with `holding` deciding which unpaid orders hold. */
async function countFromOrders(db: Executor, holding: RawBuilder<boolean>) {
  const quotas = await sql<{ performance_id: number; category_id: number; held: number; sold: number }>`
    SELECT q.performance_id, q.category_id,
      coalesce(sum(i.quantity) FILTER (WHERE ${holding}), 0)::int AS held,
      coalesce(sum(i.quantity - i.returned) FILTER (WHERE o.status = 'CAPTURED'), 0)::int AS sold
    FROM quotas q
    LEFT JOIN order_items i ON i.performance_id = q.performance_id AND i.category_id = q.category_id
    LEFT JOIN orders o ON o.id = i.order_id AND o.channel = 'online'
    GROUP BY q.performance_id, q.category_id ORDER BY q.performance_id, q.category_id`.execute(db);
  const boxOffice = await countBoxOfficeSales(db);
  const seats = await sql<{ performance_id: number; seat: string; order_id: number }>`
    SELECT i.performance_id, i.seat, i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.seat IS NOT NULL AND i.returned < i.quantity AND (${holding} OR o.status = 'CAPTURED')
    ORDER BY i.performance_id, i.seat`.execute(db);
  return { quotas: quotas.rows, boxOffice: boxOffice.rows, seats: seats.rows };
}

/**
 * Takes a released hold's tickets (and seats) again before its late capture, so no money moves for tickets
 * that are gone (issue 28): in one statement on locked quota rows, guarded like a new hold; the order holds
 * again until `until`. Refused ('quota' or 'seat', through refuse_hold) when they are gone, and ('waiting') while
 * someone on the waiting list fits into the free places; nothing changed.
 * Answers false when the order is not a released, payable hold (still holding, paid, closed).
 */
export async function retakeHold(db: Executor, orderId: number, until: Date): Promise<boolean> {
  const result = await sql<{ retaken: number }>`
    WITH cur AS (
      SELECT id FROM orders
      WHERE id = ${orderId} AND status IN ('CREATED', 'EXPIRED') AND NOT holding AND NOT refund_required FOR UPDATE),
    need AS (
      SELECT i.performance_id, i.category_id, sum(i.quantity)::int AS n FROM order_items i JOIN cur ON cur.id = i.order_id
      GROUP BY i.performance_id, i.category_id),
    locked AS (
      SELECT q.performance_id, q.category_id FROM quotas q JOIN need USING (performance_id, category_id)
      ORDER BY q.performance_id, q.category_id FOR UPDATE OF q),
    quota AS (
      UPDATE quotas q SET held = q.held + w.n FROM need w, locked l
      WHERE q.performance_id = w.performance_id AND q.category_id = w.category_id
        AND l.performance_id = q.performance_id AND l.category_id = q.category_id
        AND q.capacity - q.sold - q.held >= w.n
      RETURNING 1),
    wanted_seats AS (SELECT i.performance_id, i.seat FROM order_items i JOIN cur ON cur.id = i.order_id WHERE i.seat IS NOT NULL),
    seats AS (
      INSERT INTO seat_claims (performance_id, seat, order_id)
      SELECT s.performance_id, s.seat, ${orderId} FROM wanted_seats s ON CONFLICT DO NOTHING RETURNING 1),
    held AS (
      UPDATE orders o SET holding = true, status = 'CREATED', expires_at = greatest(o.expires_at, ${until}) FROM cur WHERE o.id = cur.id
      RETURNING o.id)
    SELECT (SELECT count(*) FROM held)::int AS retaken
    WHERE CASE
        WHEN (SELECT count(*) FROM quota) <> (SELECT count(*) FROM need) THEN refuse_hold('quota')
        -- Places freed when the hold ran out are the waiting list's while someone waiting fits into them (issue 42).
        WHEN EXISTS (
            SELECT 1 FROM need w JOIN quotas q USING (performance_id, category_id)
            JOIN performances p ON p.id = w.performance_id JOIN events e ON e.id = p.event_id AND e.waiting_list
            JOIN waiting_list_entries x ON x.performance_id = w.performance_id AND x.status = 'waiting'
              AND (x.category_id IS NULL OR x.category_id = w.category_id)
            WHERE x.quantity <= q.capacity - q.sold - q.held) THEN refuse_hold('waiting')
        WHEN (SELECT count(*) FROM seats) <> (SELECT count(*) FROM wanted_seats) THEN refuse_hold('seat')
      END IS NULL`.execute(db);
  return (result.rows[0]?.retaken ?? 0) > 0;
}
