import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';
import type { CouponKind } from '../../../shared/domain/coupons.js';

/** Table types of the coupons module (migration 028); db/schema.ts lists them in `Database`. */
export interface CouponsTable {
  id: Generated<number>;
  code: string;
  kind: CouponKind;
  value: number;
  active: Generated<boolean>;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  max_uses: number | null;
  max_uses_per_buyer: Generated<number>;
  event_ids: ColumnType<number[], number[] | undefined, number[]>;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  note: Generated<string>;
  created_at: CreatedAt;
}

/** A discount an order got: the group discount or a coupon's, one of each at most. */
export interface OrderDiscountsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'group' | 'coupon';
  coupon_id: number | null;
  code: string | null;
  /** The buyer's e-mail address, lower case: uses per buyer count by it. */
  buyer: string;
  label: string;
  amount_cents: number;
}
