import { type Static, Type } from 'typebox';

const Provider = Type.Union([Type.Literal('test'), Type.Literal('paypal')]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Spec §3 PayPal universe (universe, name, is_sandbox), plus what the back office shows; never the secret. */
export const UniverseDto = Type.Object({
  universe: Type.Integer(),
  name: Type.String(),
  is_sandbox: Type.Boolean(),
  provider: Provider,
  active: Type.Boolean(),
  client_id: NullableString,
  webhook_id: NullableString,
  /** Whether a secret is stored; the secret itself is write-only. */
  has_secret: Type.Boolean({ description: 'Ob ein Secret hinterlegt ist; das Secret selbst wird nie ausgegeben' }),
  /** Orders paid through this universe; such a universe cannot be deleted. */
  orders: Type.Integer(),
  updated_at: Type.String(),
});
export type UniverseDto = Static<typeof UniverseDto>;

export const UniverseListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Array(UniverseDto) });
export type UniverseListResponse = Static<typeof UniverseListResponse>;

export const UniverseSaveResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), id: Type.Integer() });

export const UniverseSaveRequest = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: Type.String({ maxLength: 100 }),
  is_sandbox: Type.Boolean(),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  /** Empty or missing keeps the stored secret. */
  client_secret: Type.Optional(Type.String({ maxLength: 300 })),
  webhook_id: Type.Optional(Type.String({ maxLength: 100 })),
});
export type UniverseSaveRequest = Static<typeof UniverseSaveRequest>;

export const UniverseIdRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type UniverseIdRequest = Static<typeof UniverseIdRequest>;

/** The active payment way and whether it answers (dashboard status tile, universe list). */
export const PaymentStatus = Type.Object({
  universe: Type.Union([Type.Integer(), Type.Null()]),
  name: NullableString,
  provider: Type.Union([Provider, Type.Null()]),
  ok: Type.Boolean(),
  message: Type.String(),
});
export type PaymentStatus = Static<typeof PaymentStatus>;

export const PaymentStatusResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: PaymentStatus });
