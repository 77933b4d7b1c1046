import { type Language, LANGUAGE_CODES } from '../i18n/languages.js';
import { type Static, Type } from 'typebox';
import { DeviceFields, Nonce } from './checkin.js';
import { PerformanceDto } from './events.js';
import { DbId, WholeNumber } from './numbers.js';

/**
 * Orders and the guest list staff keep in the back office, and the door's part of them (issue 42 items 2
 * and 3): reservations/*.php and guests/*.php.
 */
const Int = Type.Integer();
const Text = (max: number) => Type.String({ maxLength: max });
const Instant = Type.String({ minLength: 10, maxLength: 40 });

export const StaffKindSchema = Type.Union([Type.Literal('free'), Type.Literal('box_office'), Type.Literal('paid')]);

export const ReservationCreateRequest = Type.Object({
  performance_id: DbId(),
  lines: Type.Array(
    Type.Object({
      category_id: DbId(),
      quantity: WholeNumber(0, 200),
      /** Seated performance: one seat per ticket of the line ('D7'), chosen on the seat map. */
      seats: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 12 }), { maxItems: 200 })),
    }),
    { minItems: 1, maxItems: 20 },
  ),
  first_name: Text(100),
  last_name: Text(100),
  email: Type.Optional(Text(200)),
  kind: StaffKindSchema,
  /** Freikarte: why (required). */
  reason: Type.Optional(Text(500)),
  /** Bezahlt: how and when (required), and by what. */
  note: Type.Optional(Text(500)),
  paid_via: Type.Optional(Type.Union([Type.Literal('Bar'), Type.Literal('Überweisung')])),
  /** Zahlt an der Abendkasse: held until then (default 30 minutes before the show). */
  reserved_until: Type.Optional(Instant),
  /** The buyer's language (issue 53): their mails, PDF and .ics speak it; German when not given. */
  language: Type.Optional(Type.Unsafe<Language>(Type.String({ enum: [...LANGUAGE_CODES] }))),
});
export type ReservationCreateRequest = Static<typeof ReservationCreateRequest>;

export const ReservationCreateResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order_id: Int,
  status: Type.String(),
  kind: StaffKindSchema,
  expires_at: Type.Union([Type.String(), Type.Null()]),
  tickets: Int,
  mail_queued: Type.Boolean(),
});
export type ReservationCreateResponse = Static<typeof ReservationCreateResponse>;

export const StaffCategoryDto = Type.Object({ id: Int, name: Type.String(), price_cents: Int, free: Int });
export const StaffPerformanceDto = Type.Object({
  id: Int,
  event_title: Type.String(),
  starts_at: Type.String(),
  has_seat_selection: Type.Boolean(),
  categories: Type.Array(StaffCategoryDto),
});
export type StaffPerformanceDto = Static<typeof StaffPerformanceDto>;

export const ReservationOptionsResponse = Type.Object({ success: Type.Literal(true), performances: Type.Array(StaffPerformanceDto) });
export type ReservationOptionsResponse = Static<typeof ReservationOptionsResponse>;

/** reservations/seats.php: the seat map staff pick from; seats held back (box office, guests) read free to them. */
export const StaffSeatsResponse = Type.Object({
  success: Type.Literal(true),
  stage: Type.Union([Type.Literal('top'), Type.Literal('bottom')]),
  seats: PerformanceDto.properties.seats,
  /** Seats held back without an order: staff may give them away (the box office then has one fewer). */
  held_back: Type.Array(Type.String()),
});
export type StaffSeatsResponse = Static<typeof StaffSeatsResponse>;

export const PerformanceQuery = Type.Object({ performance_id: DbId(), search: Type.Optional(Text(100)) });
export type PerformanceQuery = Static<typeof PerformanceQuery>;

export const StaffOrderDto = Type.Object({
  order_id: Int,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  kind: StaffKindSchema,
  kind_label: Type.String(),
  status: Type.String(),
  /** 'offen', 'bezahlt', 'abgelaufen', 'storniert' */
  state: Type.String(),
  total_cents: Int,
  tickets: Int,
  categories: Type.String(),
  /** The order's seats ('D7, D8'), empty when not seated. */
  seats: Type.String(),
  expires_at: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  /** Cash a door took offline that the server could not settle (to give back or clear up), with why. */
  door_refusals: Type.Optional(Type.Array(Type.String())),
});
export type StaffOrderDto = Static<typeof StaffOrderDto>;

export const StaffOrdersResponse = Type.Object({ success: Type.Literal(true), orders: Type.Array(StaffOrderDto) });
export type StaffOrdersResponse = Static<typeof StaffOrdersResponse>;

/**
 * A door that decides offline (or online, from its outbox) sends its own nonce: a retry is answered as the
 * first time, never paid twice. `paid_at` is when the cash was taken; `offline` that the door could not ask.
 */
const DoorDecision = {
  nonce: Type.Optional(Nonce),
  offline: Type.Optional(Type.Boolean()),
};

export const ReservationPayRequest = Type.Object({ ...DeviceFields, ...DoorDecision, order_id: DbId(), paid_at: Type.Optional(Instant) });
export type ReservationPayRequest = Static<typeof ReservationPayRequest>;

export const ReservationPayResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order_id: Int,
  total_cents: Int,
  admitted: Int,
  replay: Type.Boolean(),
});
export type ReservationPayResponse = Static<typeof ReservationPayResponse>;

export const GuestDto = Type.Object({
  id: Int,
  performance_id: Int,
  name: Type.String(),
  note: Type.String(),
  admitted_at: Type.Union([Type.String(), Type.Null()]),
});
export type GuestDto = Static<typeof GuestDto>;

export const GuestListResponse = Type.Object({ success: Type.Literal(true), guests: Type.Array(GuestDto) });
export type GuestListResponse = Static<typeof GuestListResponse>;

export const GuestAddRequest = Type.Object({ performance_id: DbId(), name: Text(150), note: Type.Optional(Text(300)) });
export type GuestAddRequest = Static<typeof GuestAddRequest>;

export const GuestResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), guest: GuestDto });
export type GuestResponse = Static<typeof GuestResponse>;

export const GuestIdRequest = Type.Object({ id: DbId() });
export type GuestIdRequest = Static<typeof GuestIdRequest>;

export const GuestAdmitRequest = Type.Object({ ...DeviceFields, ...DoorDecision, id: DbId(), admitted_at: Type.Optional(Instant) });
export type GuestAdmitRequest = Static<typeof GuestAdmitRequest>;

export const GuestAdmitResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  guest: GuestDto,
  /** True when the guest had been admitted before: the first time stands. */
  already: Type.Boolean(),
});
export type GuestAdmitResponse = Static<typeof GuestAdmitResponse>;

export const DoorListQuery = Type.Object({ performance_id: DbId() });
export type DoorListQuery = Static<typeof DoorListQuery>;
