import { type Static, Type } from 'typebox';
import type { OrderStatus } from '../domain/order-status';

/** orders/fetch.php without order_id: one page of the list, filtered; with order_id: the details. */
export const OrdersFetchQuery = Type.Object({
  order_id: Type.Optional(Type.String({ maxLength: 20 })),
  page: Type.Optional(Type.String({ maxLength: 9 })),
  pageSize: Type.Optional(Type.String({ maxLength: 9 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
  event: Type.Optional(Type.String({ maxLength: 9 })),
});
export type OrdersFetchQuery = Static<typeof OrdersFetchQuery>;

/** Spec §3 order: id, customer, email, date, paypal_order_id, amount, status, total, donation_amount. */
export interface AdminOrderListItem {
  id: number;
  customer: string;
  email: string;
  date: string;
  paypal_order_id: string | null;
  /** Tickets in the order. */
  amount: number;
  status: OrderStatus;
  /** Euros. */
  total: number;
  donation_amount: number;
  events: string[];
  refund_required: boolean;
}

export interface AdminOrderListResponse {
  success: true;
  message: string;
  data: AdminOrderListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Every event, for the filter. */
  events: Array<{ id: number; title: string }>;
}

/**
 * A ticket's admissions at the door. The kiosk's check-ins table (migration 005) fills this list;
 * see `checkinsOfTickets` in orders-admin.repository.ts.
 */
export interface TicketCheckin {
  scanned_at: string;
  device: string;
  verdict: string;
}

export interface AdminOrderTicket {
  id: number;
  status: 'valid' | 'cancelled';
  event: string;
  category: string;
  starts_at: string;
  seat: string | null;
  cancelled_at: string | null;
  checkins: TicketCheckin[];
}

export interface AdminOrderDetails {
  id: number;
  status: OrderStatus;
  customer: { first_name: string; last_name: string; email: string; phone: string };
  date: string;
  captured_at: string | null;
  cancelled_at: string | null;
  paypal_order_id: string | null;
  provider: 'test' | 'paypal';
  universe: string | null;
  summary: { total: number; donation: number; tickets: number };
  /** Prices as stored when the order was placed (never today's prices). */
  items: Array<{ id: number; event: string; type: string; quantity: number; date: string; seat: string | null; unit_price: number; line_total: number }>;
  tickets: AdminOrderTicket[];
  payments: Array<{ kind: string; status: string; amount: number; provider_ref: string; created_at: string }>;
  mails: Array<{ id: number; status: string; recipient: string; sent_at: string | null; last_error: string | null }>;
  refund_required: boolean;
  failure_reason: string | null;
  /** Whether 'Stornieren' applies: a paid order, a hold, or a payment awaiting its refund. */
  can_cancel: boolean;
}

export interface AdminOrderResponse {
  success: true;
  message: string;
  order: AdminOrderDetails;
}

export const OrderCancelRequest = Type.Object({
  order_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OrderCancelRequest = Static<typeof OrderCancelRequest>;

export interface OrderCancelResponse {
  success: true;
  message: string;
  refunded: boolean;
  /** The provider accepted the refund but has not finished it yet (PayPal PENDING). */
  refund_pending: boolean;
  tickets_revoked: number;
}
