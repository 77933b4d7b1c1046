import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from '../../db/column-types.js';
import type { ProviderKind } from '../payments/index.js';

/** Table types of the orders module for Kysely; db/schema.ts lists them in `Database`. */
/** One row per seat held or sold: the primary key (performance, seat) makes a double sale impossible. */
export interface SeatClaimsTable {
  performance_id: number;
  seat: string;
  /** Null while the seat is held back for `held_for` (the box office, guests) and not sold (migration 042). */
  order_id: number | null;
  held_for: string | null;
}

/** A buyer's or a client address's open holds, `{order id: [expiry in ms, tickets]}`, for the hold limits. */
export interface HoldOwnersTable {
  key: string;
  holds: Generated<Record<string, [number, number]>>;
}

export type OrderStatus = 'CREATED' | 'CAPTURED' | 'FAILED' | 'EXPIRED' | 'CANCELLED';

export type OrderChannel = 'online' | 'box_office';

export interface OrdersTable {
  id: Generated<number>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  public_token: string;
  idempotency_key: string | null;
  first_name: string;
  /** The buyer's language (migration 052, shared/i18n/languages.ts): their mails, PDF and .ics are to speak it (not yet: issue 53). */
  language: Generated<string>;
  last_name: string;
  email: string;
  phone: Generated<string>;
  donation_cents: Generated<number>;
  total_cents: number;
  currency: Generated<string>;
  universe_id: number | null;
  /**
   * 'cash' for door sales, which no payment provider sees. Reads are typed as the providers only: door
   * orders are CAPTURED when written, so no capture or provider call ever loads one. 'free' for orders of
   * 0 € (issue 33), which are settled without any provider (free-orders.ts).
   */
  provider: ColumnType<ProviderKind | 'free', ProviderKind | 'cash' | 'free', ProviderKind | 'cash' | 'free'>;
  provider_order_id: string | null;
  provider_request_id: string;
  capture_request_id: string;
  capture_claimed_until: NullableTimestamp;
  /** Set by the first capture attempt; while set, only the provider's answer may expire the hold. */
  capture_attempted_at: NullableTimestamp;
  capture_id: string | null;
  refund_required: Generated<boolean>;
  failure_reason: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
  captured_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  /** The reason staff gave the buyer; it goes into the cancellation mail. */
  cancel_reason: string | null;
  channel: ColumnType<OrderChannel, OrderChannel | undefined, OrderChannel>;
  /** What the back office shows as payment: 'PayPal' online, 'Bar' at the box office. */
  payment_method: Generated<string>;
  /** The client address an online order came from, IPv6 as its /64 (holdBucket); null for door sales. */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its tickets count in quotas.held (and its seats in seat_claims) until paid, released or cancelled. */
  holding: Generated<boolean>;
  /** Money kept: captured − refunded − reversed (shared/domain/revenue.ts), kept by a trigger on payments (migration 037). */
  kept_cents: Generated<number>;
  /** "Rückgabefrist" in days as it was when the order was paid (set by a trigger, migration 037). */
  return_days: Generated<number | null>;
  /** Made by staff in the back office (migration 041): 'free' (Freikarte), 'box_office' (pays at the door), 'paid'; null for the shop's orders. */
  staff_kind: ColumnType<StaffOrderKind | null, StaffOrderKind | null | undefined, StaffOrderKind | null>;
  /** The Freikarte's reason or the note on how a paid order was paid. */
  staff_note: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export type StaffOrderKind = 'free' | 'box_office' | 'paid';

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  event_id: number;
  performance_id: number;
  category_id: number;
  seat: string | null;
  quantity: number;
  unit_price_cents: number;
  event_title: string;
  category_name: string;
  starts_at: Timestamp;
  /** Tickets of this line the buyer returned (issue 33); they no longer count as sold. */
  returned: Generated<number>;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  kind: Generated<string>;
  provider_ref: string;
  amount_cents: number;
  currency: string;
  status: string;
  created_at: CreatedAt;
}

/** A dispute a buyer opened at PayPal about an order's capture, as PayPal last reported it. */
export interface PaymentDisputesTable {
  id: Generated<number>;
  dispute_id: string;
  order_id: number | null;
  capture_id: string | null;
  /** OPEN, WAITING_FOR_SELLER_RESPONSE, UNDER_REVIEW, RESOLVED … */
  status: string;
  reason: string;
  /** INQUIRY or CHARGEBACK (and the arbitration stages). */
  stage: string;
  /** Once resolved: RESOLVED_BUYER_FAVOUR, RESOLVED_SELLER_FAVOUR … */
  outcome: string | null;
  amount_cents: number;
  currency: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
