import { type Insertable, type Selectable, sql, type Transaction } from 'kysely';
import type { CouponRule } from '../../../shared/domain/coupons.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CouponsTable, OrderDiscountsTable } from './coupons.table.js';

type Executor = Db | Transaction<Database>;
export type CouponRow = Selectable<CouponsTable>;

export function ruleOf(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    active: row.active,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxUses: row.max_uses,
    maxUsesPerBuyer: row.max_uses_per_buyer,
    eventIds: row.event_ids,
    categoryIds: row.category_ids,
  };
}

export function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Uses in all and by this buyer, read after the coupon row is locked, so concurrent orders queue here and
 * each sees the uses committed before it. A use counts while its order is paid or its hold still open: a
 * hold that runs out or fails gives its use back without any bookkeeping.
 */
export async function lockAndCountUses(trx: Transaction<Database>, couponId: number, buyer: string, now: Date) {
  await sql`SELECT id FROM coupons WHERE id = ${couponId} FOR UPDATE`.execute(trx);
  const row = await trx
    .selectFrom('order_discounts')
    .innerJoin('orders', 'orders.id', 'order_discounts.order_id')
    .select([sql<string>`count(*)`.as('uses'), sql<string>`count(*) FILTER (WHERE order_discounts.buyer = ${buyer})`.as('buyer_uses')])
    .where('order_discounts.coupon_id', '=', couponId)
    .where(sql<boolean>`(orders.status = 'CAPTURED' OR (orders.status = 'CREATED' AND orders.expires_at > ${now}))`)
    .executeTakeFirstOrThrow();
  return { uses: Number(row.uses), buyerUses: Number(row.buyer_uses) };
}

export type NewDiscount = Omit<OrderDiscountsTable, 'id' | 'order_id'>;

export async function insertDiscounts(db: Executor, orderId: number, discounts: readonly NewDiscount[]): Promise<void> {
  if (discounts.length === 0) return;
  await db
    .insertInto('order_discounts')
    .values(discounts.map((discount) => ({ ...discount, order_id: orderId })))
    .execute();
}

export function discountsOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_discounts')
    .select(['order_id', 'kind', 'code', 'label', 'amount_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export async function listCoupons(db: Executor, now: Date) {
  return db
    .selectFrom('coupons')
    .selectAll('coupons')
    .select((eb) => [
      eb
        .selectFrom('order_discounts')
        .innerJoin('orders', 'orders.id', 'order_discounts.order_id')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('order_discounts.coupon_id', '=', 'coupons.id')
        .where(sql<boolean>`(orders.status = 'CAPTURED' OR (orders.status = 'CREATED' AND orders.expires_at > ${now}))`)
        .as('uses'),
    ])
    .orderBy('coupons.created_at', 'desc')
    .orderBy('coupons.id', 'desc')
    .execute();
}

export function couponUses(db: Executor, couponId: number) {
  return db
    .selectFrom('order_discounts')
    .innerJoin('orders', 'orders.id', 'order_discounts.order_id')
    .select([
      'orders.id as order_id',
      'orders.status',
      'orders.expires_at',
      'orders.created_at',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'order_discounts.amount_cents',
    ])
    .where('order_discounts.coupon_id', '=', couponId)
    .orderBy('orders.id', 'desc')
    .execute();
}

export function insertCoupon(db: Executor, values: Insertable<CouponsTable>) {
  return db.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow();
}

export function setCouponActive(db: Executor, id: number, active: boolean) {
  return db.updateTable('coupons').set({ active }).where('id', '=', id).returning('id').executeTakeFirst();
}
