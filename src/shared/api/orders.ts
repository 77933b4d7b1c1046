import { type Static, Type } from 'typebox';
import type { OrderStatus as OrderStatusValue } from '../domain/order-status.js';
import { ApiErrorBody } from './errors.js';
import { DbId, DbInteger, WholeNumber } from './numbers.js';

/** shared/domain/order-status.ts as a schema. */
export const OrderStatus = Type.Unsafe<OrderStatusValue>(
  Type.Union(['CREATED', 'CAPTURED', 'FAILED', 'EXPIRED', 'CANCELLED'].map((status) => Type.Literal(status))),
);

/**
 * One cart line as the shop's cart stores it (spec §3 "Cart item"), plus the ids the server needs.
 * Prices sent by the client are accepted and ignored: the server prices every line from the database.
 * A line names its performance and category by id, or by event (name or id), date (start) and type.
 */
export const CartLine = Type.Object({
  id: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 100 })])),
  event: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), DbId()])),
  event_id: Type.Optional(DbId()),
  performance_id: Type.Optional(DbId()),
  category_id: Type.Optional(DbId()),
  /** The shop cart's spelling; 0 marks a line imported from an older cart (then event, date and type count). */
  performanceId: Type.Optional(DbInteger(0)),
  categoryId: Type.Optional(DbInteger(0)),
  title: Type.Optional(Type.String({ maxLength: 300 })),
  date: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.String({ maxLength: 100 })),
  price: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 50 })])),
  quantity: WholeNumber(1, 400),
  seat: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  seats: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 400 })),
});
export type CartLine = Static<typeof CartLine>;

/** Spec §3 user data; street, zip, city and country are carried but have no inputs. */
export const UserData = Type.Object({
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  street: Type.Optional(Type.String({ maxLength: 200 })),
  zip: Type.Optional(Type.String({ maxLength: 20 })),
  city: Type.Optional(Type.String({ maxLength: 200 })),
  country: Type.Optional(Type.String({ maxLength: 100 })),
});
export type UserData = Static<typeof UserData>;

export const CreateOrderRequest = Type.Object({
  cart: Type.Array(CartLine, { minItems: 1, maxItems: 50 }),
  user_data: UserData,
  /**
   * Euros as a JSON number or text ('12,50'); read by parseDonationCents alone, never coerced by the
   * validator, which would take '0x10' for 16.
   */
  donation_amount: Type.Optional(Type.Unsafe<number | string | null>({})),
  /** A coupon code as the buyer typed it (issue 33); the server checks and prices it. */
  coupon_code: Type.Optional(Type.String({ maxLength: 60 })),
  /**
   * The same checkout's earlier unpaid order (another tab, a changed cart): released before this one holds,
   * so the buyer never loses her own seats to herself (issue 46). Only with that order's checkout_secret.
   */
  replaces: Type.Optional(
    Type.Object({
      order_id: Type.String({ maxLength: 100, description: 'Bestellnummer beim Zahlungsdienst der früheren Bestellung' }),
      checkout_secret: Type.String({ maxLength: 200 }),
    }),
  ),
});
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;

export const CreateOrderResponse = Type.Object({
  /** The payment provider's order id, as PayPal's createOrder expects it (spec §7). */
  id: Type.String({ description: 'Bestellnummer beim Zahlungsdienst (für PayPals createOrder)' }),
  /** Our order number. */
  order_id: Type.Integer({ description: 'Unsere Bestellnummer' }),
  total: Type.Number({ description: 'Euro' }),
  total_cents: Type.Integer(),
  expires_at: Type.String({ description: 'Bis dahin sind die Plätze reserviert' }),
  /** 'free': the order costs 0 €; no payment buttons, capture.php with `id` issues the tickets. */
  provider: Type.Union([Type.Literal('test'), Type.Literal('paypal'), Type.Literal('free')]),
  /** Sent back with capture.php: only the checkout that created the order gets the buyer's e-mail and ticket link. */
  checkout_secret: Type.String({ description: 'Nachweis des Checkouts für capture.php' }),
});
export type CreateOrderResponse = Static<typeof CreateOrderResponse>;

/** Spec §7: create errors carry PayPal's shape: details[0].issue and description, and a debug_id. */
export const OrderErrorBody = Type.Object(
  {
    ...ApiErrorBody.properties,
    // Errors the order's service raises carry them; a request the validator refuses before does not.
    details: Type.Optional(Type.Array(Type.Object({ issue: Type.String(), description: Type.String() }))),
    debug_id: Type.Optional(Type.String()),
  },
  { additionalProperties: true, description: 'Fehlerantwort im Format von PayPal' },
);
export type OrderErrorBody = Static<typeof OrderErrorBody>;

export const CaptureOrderRequest = Type.Object({
  /** The provider order id from createOrder captures; our bare order number learns the status alone. */
  order_id: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), DbId()]),
  /**
   * create.php's checkout_secret: staff see provider order ids, so only this proves the caller is the checkout
   * and gets the buyer's e-mail and ticket link back (issue 29).
   */
  checkout_secret: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type CaptureOrderRequest = Static<typeof CaptureOrderRequest>;

/** orders/summary.php: the order as the server holds it, for the binding step (§ 312j (2) BGB). */
export const OrderSummaryQuery = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Bestellnummer des Zahlungsdienstes' }),
  /** create.php's checkout_secret: only with it does the answer name the buyer's e-mail (issue 29). */
  secret: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type OrderSummaryQuery = Static<typeof OrderSummaryQuery>;

export const OrderSummaryLine = Type.Object({
  event_title: Type.String(),
  starts_at: Type.String(),
  venue: Type.String(),
  category: Type.String(),
  quantity: Type.Integer(),
  unit_price_cents: Type.Integer(),
  seats: Type.Array(Type.String()),
});
export type OrderSummaryLine = Static<typeof OrderSummaryLine>;

export const OrderSummaryResponse = Type.Object({
  success: Type.Literal(true),
  order_id: Type.Integer(),
  /** Only for the checkout that proves itself with its secret. */
  email: Type.Optional(Type.String()),
  lines: Type.Array(OrderSummaryLine),
  /** Group discount and coupon, as the server priced them (issue 33). */
  discounts: Type.Array(Type.Object({ label: Type.String(), amount_cents: Type.Integer() })),
  donation_cents: Type.Integer(),
  total_cents: Type.Integer(),
  /** The VAT the total includes per rate ("darin enthalten 7 % MwSt."); empty without VAT. */
  vat: Type.Optional(Type.Array(Type.Object({ rate: Type.Number(), amount_cents: Type.Integer() }))),
  expires_at: Type.String(),
});
export type OrderSummaryResponse = Static<typeof OrderSummaryResponse>;

export const CaptureOrderResponse = Type.Object({
  success: Type.Literal(true),
  status: Type.Union([Type.Literal('CAPTURED'), Type.Literal('PENDING')]),
  message: Type.String(),
  order_id: Type.Integer(),
  id: Type.String(),
  /** Only for the checkout that proves itself with checkout_secret. */
  email: Type.Optional(Type.String()),
  /** The ticket page; only once paid (CAPTURED) and only for that checkout: a PENDING payment has no tickets yet. */
  ticket_url: Type.Optional(Type.String()),
  /** Whether the confirmation mail was queued (automatic e-ticket sending on). */
  mail_queued: Type.Boolean(),
});
export type CaptureOrderResponse = Static<typeof CaptureOrderResponse>;

/** capture.php asked with a bare order number: the status and nothing about the buyer; nothing is captured. */
export const CaptureStatusResponse = Type.Object({ success: Type.Literal(true), status: OrderStatus, message: Type.String(), order_id: Type.Integer() });
export type CaptureStatusResponse = Static<typeof CaptureStatusResponse>;

/** The full answer first: the serializer takes the first branch the value matches. */
export const CaptureResponse = Type.Union([CaptureOrderResponse, CaptureStatusResponse]);

export const SendMailRequest = Type.Object({
  order_id: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), DbId()]),
  /** The order's ticket token (the last part of its ticket link); staff with order rights send without it. */
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type SendMailRequest = Static<typeof SendMailRequest>;

export const PaymentConfigResponse = Type.Object({
  success: Type.Literal(true),
  provider: Type.Union([Type.Literal('test'), Type.Literal('paypal')]),
  test_mode: Type.Boolean(),
  client_id: Type.String(),
  currency: Type.Literal('EUR'),
  intent: Type.Literal('capture'),
  /** Where the SDK script loads from; unset means PayPal's own. */
  sdk_base_url: Type.Optional(Type.String()),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
});
export type PaymentConfigResponse = Static<typeof PaymentConfigResponse>;
