/**
 * The direct-write probe: the rows an order needs, written straight into a copy of the same database
 * (same engine, same durability), with the same workers and time bounds as the HTTP load. It is what the
 * database can do for these rows, so server ÷ probe is the share the server's own work leaves.
 *
 * Hold: one transaction with the rows the shop's hold writes — a guarded quota UPDATE, the test provider's
 * order (`orders/create.php` makes it with the hold), the order and its item, and the buyer's entry in
 * hold_owners (the open-holds limit of the security issue; the shop keeps it in the same statement).
 * Paid: one commit per buyer step, as each HTTP call needs its own — the hold above, approve, capture
 * (provider capture, order CAPTURED, the quota's sold move, payment, tickets, mail).
 *
 * The quota guard is the same one-row write the shop's counters make: `held` grows while
 * `capacity - sold - held` allows it, and the capture moves the tickets from `held` to `sold`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';
import { holdOwnerKey } from '../../../src/server/modules/orders/hold/quota.repository';
import { type PoolPlan, type PoolResult, runPool } from './pool';

export interface QuotaLine {
  performanceId: number;
  categoryId: number;
  quantity: number;
}

export interface ProbePlan extends PoolPlan {
  mode: 'hold' | 'paid';
  line: QuotaLine;
  warmupLine: QuotaLine;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

async function describe(db: Db, line: QuotaLine) {
  const row = await db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .innerJoin('categories', 'categories.event_id', 'events.id')
    .select(['events.id as event_id', 'events.title', 'performances.starts_at', 'categories.name', 'categories.price_cents'])
    .where('performances.id', '=', line.performanceId)
    .where('categories.id', '=', line.categoryId)
    .executeTakeFirstOrThrow();
  return { ...line, ...row };
}

async function signingKeyId(db: Db): Promise<number> {
  await db
    .insertInto('signing_keys')
    .values({ id: 1, public_key: randomBytes(32), secret_key: randomBytes(32) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const key = await db.selectFrom('signing_keys').select('id').where('active', '=', true).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return key.id;
}

type Described = Awaited<ReturnType<typeof describe>>;

export async function runProbe(db: Db, plan: ProbePlan): Promise<PoolResult> {
  const [line, warmupLine, keyId, universe] = await Promise.all([
    describe(db, plan.line),
    describe(db, plan.warmupLine),
    signingKeyId(db),
    db.selectFrom('payment_universes').select('id').where('provider', '=', 'test').executeTakeFirst(),
  ]);

  async function hold(what: Described, email: string) {
    const total = what.price_cents * what.quantity;
    const providerOrderId = `TEST-${randomBytes(10).toString('hex').toUpperCase()}`;
    const expiresAt = new Date(Date.now() + 20 * 60_000);
    return db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const taken = await trx
          .updateTable('quotas')
          .set((eb) => ({ held: eb('held', '+', what.quantity) }))
          .where('performance_id', '=', what.performanceId)
          .where('category_id', '=', what.categoryId)
          .where((eb) => eb(eb('capacity', '-', eb('sold', '+', eb.ref('held'))), '>=', what.quantity))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) return undefined;
        const requestId = randomUUID();
        await trx
          .insertInto('test_provider_orders')
          .values({ id: providerOrderId, request_id: requestId, amount_cents: total, currency: 'EUR', custom_id: email })
          .execute();
        const order = await trx
          .insertInto('orders')
          .values({
            public_token: token(24),
            idempotency_key: null,
            first_name: 'Bench',
            last_name: 'Käufer',
            email,
            total_cents: total,
            universe_id: universe?.id ?? null,
            provider: 'test',
            provider_order_id: providerOrderId,
            provider_request_id: requestId,
            capture_request_id: randomUUID(),
            expires_at: expiresAt,
            client_address: '127.0.0.1',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const item = await trx
          .insertInto('order_items')
          .values({
            order_id: order.id,
            event_id: what.event_id,
            performance_id: what.performanceId,
            category_id: what.categoryId,
            seat: null,
            quantity: what.quantity,
            unit_price_cents: what.price_cents,
            event_title: what.title,
            category_name: what.name,
            starts_at: what.starts_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('hold_owners')
          .values({ key: holdOwnerKey.buyer(email), holds: { [order.id]: [expiresAt.getTime(), what.quantity] } })
          .onConflict((oc) => oc.column('key').doUpdateSet({ holds: sql`hold_owners.holds || excluded.holds` }))
          .execute();
        return { orderId: order.id, itemId: item.id, providerOrderId, total };
      });
  }

  async function pay(what: Described, held: NonNullable<Awaited<ReturnType<typeof hold>>>, email: string) {
    await db
      .updateTable('test_provider_orders')
      .set({ status: 'APPROVED', updated_at: new Date() })
      .where('id', '=', held.providerOrderId)
      .where('status', 'in', ['CREATED', 'APPROVED'])
      .execute();
    const captureId = `TESTCAP-${randomBytes(10).toString('hex').toUpperCase()}`;
    const now = new Date();
    await db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        await trx
          .updateTable('test_provider_orders')
          .set({ status: 'COMPLETED', capture_id: captureId, capture_request_id: randomUUID(), updated_at: now })
          .where('id', '=', held.providerOrderId)
          .execute();
        await trx.updateTable('orders').set({ status: 'CAPTURED', captured_at: now, capture_id: captureId }).where('id', '=', held.orderId).execute();
        await trx
          .updateTable('quotas')
          .set((eb) => ({ held: eb('held', '-', what.quantity), sold: eb('sold', '+', what.quantity) }))
          .where('performance_id', '=', what.performanceId)
          .where('category_id', '=', what.categoryId)
          .execute();
        await trx
          .insertInto('payments')
          .values({ order_id: held.orderId, provider: 'test', provider_ref: captureId, amount_cents: held.total, currency: 'EUR', status: 'COMPLETED' })
          .execute();
        await trx
          .insertInto('tickets')
          .values(
            Array.from({ length: what.quantity }, () => ({
              order_id: held.orderId,
              order_item_id: held.itemId,
              performance_id: what.performanceId,
              category_id: what.categoryId,
              seat: null,
              key_id: keyId,
              code: token(90),
            })),
          )
          .execute();
        await trx
          .insertInto('mail_outbox')
          .values({ order_id: held.orderId, template_name: 'order_confirmation', recipient: email, next_attempt_at: now, created_at: now })
          .execute();
      });
  }

  return runPool(plan, async (n, warmup) => {
    const what = warmup ? warmupLine : line;
    const email = `${warmup ? 'warm' : 'probe'}-${n}@example.de`;
    const held = await hold(what, email);
    if (!held) return 'SOLD_OUT';
    if (plan.mode === 'paid') await pay(what, held, email);
    return 'ok';
  });
}
