import { type Static, Type } from 'typebox';
import { DbId } from './numbers.js';
import { CartLine } from './orders.js';

const Int = Type.Integer();
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Day = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]);

/** coupons/create.php (issue 33.1): a new code; dates are shop days (valid from its start to its end). */
export const CouponCreateRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 60 }),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('amount'), Type.Literal('free')]),
  /** percent: 1–100; amount: euros; free: tickets per order. */
  value: Type.Number({ exclusiveMinimum: 0, maximum: 100000 }),
  valid_from: Type.Optional(Day),
  valid_until: Type.Optional(Day),
  max_uses: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000000 }), Type.Null()])),
  max_uses_per_buyer: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  event_ids: Type.Optional(Type.Array(DbId(), { maxItems: 100 })),
  category_ids: Type.Optional(Type.Array(DbId(), { maxItems: 200 })),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export type CouponCreateRequest = Static<typeof CouponCreateRequest>;

export const Coupon = Type.Object({
  id: Int,
  code: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('amount'), Type.Literal('free')]),
  value: Int,
  label: Type.String(),
  active: Type.Boolean(),
  valid_from: NullableString,
  valid_until: NullableString,
  max_uses: Type.Union([Int, Type.Null()]),
  max_uses_per_buyer: Int,
  event_ids: Type.Array(Int),
  category_ids: Type.Array(Int),
  note: Type.String(),
  /** Paid orders and open holds with this code. */
  uses: Int,
});
export type Coupon = Static<typeof Coupon>;

export const CouponListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), coupons: Type.Array(Coupon) });
export type CouponListResponse = Static<typeof CouponListResponse>;

export const CouponCreateResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), id: Int });

export const CouponToggleRequest = Type.Object({ id: DbId(), active: Type.Boolean() });
export const CouponToggleResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const CouponUsesQuery = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });
export const CouponUse = Type.Object({
  order_id: Int,
  status: Type.String(),
  date: Type.String(),
  customer: Type.String(),
  email: Type.String(),
  discount_cents: Int,
  /** Counts against the code's limits (paid, or held and not yet run out). */
  counts: Type.Boolean(),
});
export type CouponUse = Static<typeof CouponUse>;
export const CouponUsesResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), uses: Type.Array(CouponUse) });
export type CouponUsesResponse = Static<typeof CouponUsesResponse>;

/** orders/quote.php: what the server will charge for this cart, before the buyer pays. */
export const QuoteRequest = Type.Object({
  cart: Type.Array(CartLine, { minItems: 1, maxItems: 50 }),
  coupon_code: Type.Optional(Type.String({ maxLength: 60 })),
  donation_amount: Type.Optional(Type.Unsafe<number | string | null>({})),
});
export type QuoteRequest = Static<typeof QuoteRequest>;

export const QuoteResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  tickets_cents: Int,
  discounts: Type.Array(Type.Object({ kind: Type.String(), label: Type.String(), amount_cents: Int })),
  donation_cents: Int,
  total_cents: Int,
});
export type QuoteResponse = Static<typeof QuoteResponse>;
