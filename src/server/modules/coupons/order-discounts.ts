import type { Transaction } from 'kysely';
import {
  COUPON_MESSAGES,
  type CouponLine,
  couponDiscountCents,
  couponQuotaRefusal,
  couponRefusal,
  describeCoupon,
  normalizeCouponCode,
} from '../../../shared/domain/coupons.js';
import { groupDiscountCents, groupDiscountLabel } from '../../../shared/domain/group-discount.js';
import { type OrderPrice, priceOrder } from '../../../shared/domain/order-pricing.js';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid } from '../../domain-errors.js';
import { lookupUnderThrottle } from '../auth/index.js';
import { currentConfig } from '../configuration/index.js';
import { findCouponByCode, insertDiscounts, lockAndCountUses, type NewDiscount, ruleOf } from './coupons.repository.js';

/** An order's price with its discounts, and how to record them in the hold's transaction. */
export interface PricedOrder {
  price: OrderPrice;
  discounts: NewDiscount[];
  /** Checks the coupon's quotas under its row lock and writes the discounts; throws a 409 when used up. */
  record(trx: Transaction<Database>, orderId: number, now: Date): Promise<void>;
}

const couponProblem = (message: string) => invalid(message, 'COUPON_INVALID', { fields: { coupon_code: message } });

/**
 * Prices an order on the server (issue 33): list prices, the group discount, the coupon the buyer typed (checked against its
 * dates, events and categories here, against its quotas in the hold's transaction), then the donation.
 */
export async function priceWithDiscounts(
  ctx: AppContext,
  lines: readonly CouponLine[],
  couponCode: string | undefined,
  buyerOf: { email: string; address: string },
  donationCents: number,
): Promise<PricedOrder> {
  const { email, address } = buyerOf;
  const now = ctx.now();
  const buyer = email.trim().toLowerCase();
  const code = couponCode ? normalizeCouponCode(couponCode) : '';
  const { values } = await currentConfig(ctx.db);
  const group = { percent: Number(values.group_discount_percent ?? 0), minTickets: Number(values.group_discount_min_tickets ?? 0) };
  const ticketsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const ticketCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  let coupon: { id: number; maxUses: number | null; maxUsesPerBuyer: number; cents: number; label: string; code: string } | null = null;
  if (code) {
    if (values.coupon_codes !== true) throw couponProblem(COUPON_MESSAGES.disabled);
    // Issue 38: a wrong code counts like a wrong password, per /64 and across the shop, so codes cannot be enumerated.
    const { row, rule, refusal } = await lookupUnderThrottle(
      ctx,
      { kind: 'coupon', address, target: 'shop' },
      async (db) => {
        const found = await findCouponByCode(db, code);
        const foundRule = found ? ruleOf(found) : undefined;
        return { row: found, rule: foundRule, refusal: couponRefusal(foundRule, lines, now) };
      },
      (checked) => Boolean(checked.refusal || !checked.row || !checked.rule),
    );
    if (refusal || !row || !rule) throw couponProblem(refusal ?? COUPON_MESSAGES.unknown);
    coupon = {
      id: row.id,
      maxUses: row.max_uses,
      maxUsesPerBuyer: row.max_uses_per_buyer,
      cents: couponDiscountCents(rule, lines),
      label: `Gutschein ${code} (${describeCoupon(rule)})`,
      code,
    };
  }
  const price = priceOrder(lines, { group: groupDiscountCents(group, ticketsCents, ticketCount), coupon: coupon?.cents ?? 0 }, donationCents);
  const discounts: NewDiscount[] = [];
  if (price.groupDiscountCents > 0) {
    discounts.push({ kind: 'group', coupon_id: null, code: null, buyer, label: groupDiscountLabel(group), amount_cents: price.groupDiscountCents });
  }
  if (coupon) discounts.push({ kind: 'coupon', coupon_id: coupon.id, code: coupon.code, buyer, label: coupon.label, amount_cents: price.couponDiscountCents });
  const claimed = coupon;
  return {
    price,
    discounts,
    async record(trx, orderId, at) {
      if (claimed) {
        const { uses, buyerUses } = await lockAndCountUses(trx, claimed.id, buyer, at);
        const refusal = couponQuotaRefusal({ maxUses: claimed.maxUses, maxUsesPerBuyer: claimed.maxUsesPerBuyer }, uses, buyerUses);
        if (refusal) throw conflict(refusal, 'COUPON_USED_UP', { fields: { coupon_code: refusal } });
      }
      await insertDiscounts(trx, orderId, discounts);
    },
  };
}
