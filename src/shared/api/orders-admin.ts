import { type Static, Type } from 'typebox';
import { OrderStatus } from './orders.js';

const Int = Type.Integer();
const Euros = Type.Number({ description: 'Euro' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** orders/fetch.php without order_id: one page of the list, filtered; with order_id: the details. */
export const OrdersFetchQuery = Type.Object({
  order_id: Type.Optional(Type.String({ maxLength: 20 })),
  page: Type.Optional(Type.String({ maxLength: 9 })),
  pageSize: Type.Optional(Type.String({ maxLength: 9 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
  event: Type.Optional(Type.String({ maxLength: 9 })),
  /** Orders naming this performance (issue 32 item 9). */
  performance: Type.Optional(Type.String({ maxLength: 9 })),
});
export type OrdersFetchQuery = Static<typeof OrdersFetchQuery>;

/** Spec §3 order: id, customer, email, date, paypal_order_id, amount, status, total, donation_amount. */
export const AdminOrderListItem = Type.Object({
  id: Int,
  customer: Type.String(),
  email: Type.String(),
  date: Type.String(),
  paypal_order_id: NullableString,
  /** Tickets in the order. */
  amount: Type.Integer({ description: 'Tickets der Bestellung' }),
  status: OrderStatus,
  /** Euros. */
  total: Euros,
  /**
   * Euros the shop kept of it: captured − refunded − reversed (shared/domain/revenue.ts); 0 unless paid.
   * Filtered by a performance: that performance's share of its ticket money.
   */
  kept: Euros,
  /** Euros of refunds PayPal still reports PENDING: not yet taken off `kept` (issue 52 item 5). */
  refund_pending: Euros,
  donation_amount: Euros,
  events: Type.Array(Type.String()),
  /** The performances the order names (ids of `performances` in the response). */
  performance_ids: Type.Array(Int),
  refund_required: Type.Boolean(),
  /** Made by staff (issue 42): 'Freikarte', 'Zahlt an der Abendkasse', 'Bezahlt (Backoffice)'; null for the shop's orders. */
  kind: Type.Optional(NullableString),
});
export type AdminOrderListItem = Static<typeof AdminOrderListItem>;

export const AdminOrderListResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Array(AdminOrderListItem),
  total: Int,
  page: Int,
  pageSize: Int,
  /** Every event, for the filter. */
  events: Type.Array(Type.Object({ id: Int, title: Type.String() })),
  /** Every performance, for the filter and the list's column (issue 32 item 9). */
  performances: Type.Array(Type.Object({ id: Int, event_id: Int, starts_at: Type.String() })),
});
export type AdminOrderListResponse = Static<typeof AdminOrderListResponse>;

/**
 * A ticket's admissions at the door. The kiosk's check-ins table (migration 005) fills this list;
 * see `checkinsOfTickets` in orders-admin.repository.ts.
 */
export const TicketCheckin = Type.Object({ scanned_at: Type.String(), device: Type.String(), verdict: Type.String() });
export type TicketCheckin = Static<typeof TicketCheckin>;

export const AdminOrderTicket = Type.Object({
  id: Int,
  status: Type.Union([Type.Literal('valid'), Type.Literal('cancelled')]),
  event: Type.String(),
  category: Type.String(),
  starts_at: Type.String(),
  seat: NullableString,
  cancelled_at: NullableString,
  checkins: Type.Array(TicketCheckin),
  /** Ticket transfer (issue 33): the holder a ticket was handed to; a replaced ticket is revoked as TRANSFERRED. */
  holder: Type.Optional(NullableString),
  /** What the ticket cost before the order's discounts (its line's unit price). */
  unit_price: Euros,
  /** Admitted at the door: it can no longer be cancelled. */
  admitted: Type.Boolean(),
  /** Why it was revoked: 'RETURNED' by the buyer, 'CANCELLED' by staff, 'TRANSFERRED' when handed on, 'REFUNDED'/'PAYMENT_REVERSED' at PayPal, null with the order. */
  revoked_reason: NullableString,
  /** Staff cancelled it on its own (issue 32 item 10): the reason the buyer read, who and when. */
  cancellation: Type.Union([Type.Object({ reason: Type.String(), by: Type.String(), at: Type.String(), refund: Euros }), Type.Null()]),
});
export type AdminOrderTicket = Static<typeof AdminOrderTicket>;

export const AdminOrderDetails = Type.Object({
  id: Int,
  status: OrderStatus,
  customer: Type.Object({ first_name: Type.String(), last_name: Type.String(), email: Type.String(), phone: Type.String() }),
  date: Type.String(),
  captured_at: NullableString,
  cancelled_at: NullableString,
  /** The reason staff gave when cancelling, as the buyer read it in the mail. */
  cancel_reason: NullableString,
  paypal_order_id: NullableString,
  /** 'cash' for door sales (channel box_office), 'free' for orders of 0 €. */
  provider: Type.Union([Type.Literal('test'), Type.Literal('paypal'), Type.Literal('free'), Type.Literal('cash')]),
  universe: NullableString,
  /** An order staff made (issue 42): its kind, the Freikarte's reason or the payment note, and what was paid with. */
  staff: Type.Optional(Type.Union([Type.Object({ label: Type.String(), note: NullableString, payment_method: Type.String() }), Type.Null()])),
  summary: Type.Object({ total: Euros, donation: Euros, tickets: Int }),
  /** Group discount and coupon the order got (issue 33). */
  discounts: Type.Array(Type.Object({ kind: Type.String(), label: Type.String(), code: NullableString, amount: Euros })),
  /** Prices as stored when the order was placed (never today's prices). */
  items: Type.Array(
    Type.Object({
      id: Int,
      event: Type.String(),
      type: Type.String(),
      quantity: Int,
      date: Type.String(),
      seat: NullableString,
      unit_price: Euros,
      line_total: Euros,
    }),
    { description: 'Preise wie bei der Bestellung gespeichert' },
  ),
  tickets: Type.Array(AdminOrderTicket),
  payments: Type.Array(Type.Object({ kind: Type.String(), status: Type.String(), amount: Euros, provider_ref: Type.String(), created_at: Type.String() })),
  mails: Type.Array(Type.Object({ id: Int, status: Type.String(), recipient: Type.String(), sent_at: NullableString, last_error: NullableString })),
  /** Disputes the buyer opened at PayPal, as PayPal last reported them (CUSTOMER.DISPUTE.* webhooks). */
  disputes: Type.Array(
    Type.Object({
      dispute_id: Type.String(),
      status: Type.String(),
      stage: Type.String(),
      reason: Type.String(),
      outcome: NullableString,
      amount: Euros,
      /** The dispute in German, e.g. "Rückbuchung: Leistung nicht erhalten – wartet auf unsere Antwort". */
      text: Type.String(),
      updated_at: Type.String(),
    }),
  ),
  refund_required: Type.Boolean(),
  failure_reason: NullableString,
  /** Whether 'Tickets erneut senden' applies: only a paid order has tickets to send. */
  can_send_tickets: Type.Boolean(),
  /** Whether 'Stornieren' applies: a paid order, a hold, or a payment awaiting its refund. */
  can_cancel: Type.Boolean(),
  /**
   * What a cancellation of single tickets refunds is reckoned from (cents; shared/domain/ticket-returns.ts
   * returnRefundCents): null when the order has no payment to pay back from.
   */
  refund_basis: Type.Union([Type.Object({ total_cents: Int, donation_cents: Int, list_cents: Int, refunded_cents: Int, captured_cents: Int }), Type.Null()]),
});
export type AdminOrderDetails = Static<typeof AdminOrderDetails>;

export const AdminOrderResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), order: AdminOrderDetails });
export type AdminOrderResponse = Static<typeof AdminOrderResponse>;

/** orders/fetch.php answers the list, or one order's details when order_id is given. */
export const OrdersFetchResponse = Type.Union([AdminOrderResponse, AdminOrderListResponse]);

export const OrderCancelRequest = Type.Object({
  order_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  /** Required since issue 32: the buyer reads it in the cancellation mail. */
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OrderCancelRequest = Static<typeof OrderCancelRequest>;

export const OrderCancelResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  refunded: Type.Boolean(),
  /** The provider accepted the refund but has not finished it yet (PayPal PENDING). */
  refund_pending: Type.Boolean({ description: 'Erstattung angenommen, aber noch nicht abgeschlossen' }),
  tickets_revoked: Int,
});
export type OrderCancelResponse = Static<typeof OrderCancelResponse>;

/** Staff cancel single tickets of a paid order (issue 32 item 10); the reason is required as for the whole order. */
export const TicketCancelRequest = Type.Object({
  order_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  ticket_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 200 }),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TicketCancelRequest = Static<typeof TicketCancelRequest>;

export const TicketCancelResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  tickets_cancelled: Int,
  /** Euros going back for them. */
  refund: Euros,
  /** The provider accepted the refund but has not finished it yet (PayPal PENDING). */
  refund_pending: Type.Boolean(),
  /** Paid in cash at the box office: the money is handed back there, no provider is asked. */
  cash: Type.Boolean(),
  /** Nothing was left of the order: it is cancelled as a whole. */
  order_cancelled: Type.Boolean(),
});
export type TicketCancelResponse = Static<typeof TicketCancelResponse>;
