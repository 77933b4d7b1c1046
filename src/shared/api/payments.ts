import { type Static, Type } from 'typebox';

/** Spec §3 PayPal universe (universe, name, is_sandbox), plus what the back office shows; never the secret. */
export interface UniverseDto {
  universe: number;
  name: string;
  is_sandbox: boolean;
  provider: 'test' | 'paypal';
  active: boolean;
  client_id: string | null;
  webhook_id: string | null;
  /** Whether a secret is stored; the secret itself is write-only. */
  has_secret: boolean;
  /** Orders paid through this universe; such a universe cannot be deleted. */
  orders: number;
  updated_at: string;
}

export interface UniverseListResponse {
  success: true;
  message: string;
  data: UniverseDto[];
}

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
export interface PaymentStatus {
  universe: number | null;
  name: string | null;
  provider: 'test' | 'paypal' | null;
  ok: boolean;
  message: string;
}
