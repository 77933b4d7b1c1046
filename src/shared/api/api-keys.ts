import { type Static, Type } from 'typebox';
import { DbId } from './numbers.js';

/** Issue 31: the page "API Verwaltung" (API_MANAGE): keys, and the outgoing webhook's secret and deliveries. */
export const ApiScopeSchema = Type.Union([Type.Literal('read'), Type.Literal('checkin')]);

export const ApiKeyDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  scope: ApiScopeSchema,
  /** The key's first characters, to tell keys apart; the key itself is never shown again. */
  prefix: Type.String(),
  created_at: Type.String(),
  created_by: Type.Union([Type.String(), Type.Null()]),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
});
export type ApiKeyDto = Static<typeof ApiKeyDto>;

export const WebhookDeliveryDto = Type.Object({
  id: Type.String(),
  event: Type.String(),
  order_id: Type.Integer(),
  created_at: Type.String(),
  attempts: Type.Integer(),
  next_attempt_at: Type.Union([Type.String(), Type.Null()]),
  delivered_at: Type.Union([Type.String(), Type.Null()]),
  gave_up_at: Type.Union([Type.String(), Type.Null()]),
  last_status: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
});
export type WebhookDeliveryDto = Static<typeof WebhookDeliveryDto>;

export const ApiOverviewResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  keys: Type.Array(ApiKeyDto),
  /** The configuration's switch "API-Zugriff" and limit per key and minute. */
  api_access: Type.Boolean(),
  rate_limit: Type.Integer(),
  webhook_url: Type.String(),
  webhook_secret_set: Type.Boolean(),
  deliveries: Type.Array(WebhookDeliveryDto),
});
export type ApiOverviewResponse = Static<typeof ApiOverviewResponse>;

export const ApiKeyCreateRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  scope: ApiScopeSchema,
});
export type ApiKeyCreateRequest = Static<typeof ApiKeyCreateRequest>;

export const ApiKeyCreateResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Shown this once; only its hash is kept. */
  key: Type.String(),
  item: ApiKeyDto,
});
export type ApiKeyCreateResponse = Static<typeof ApiKeyCreateResponse>;

export const ApiKeyRevokeRequest = Type.Object({ id: DbId() });

export const WebhookSecretResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Shown this once: the receiver checks signatures with it. */
  secret: Type.String(),
});
export type WebhookSecretResponse = Static<typeof WebhookSecretResponse>;
