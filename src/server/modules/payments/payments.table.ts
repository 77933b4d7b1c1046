import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the payments module for Kysely; db/schema.ts lists them in `Database`. */
export type ProviderKind = 'test' | 'paypal';

export interface PaymentUniversesTable {
  id: Generated<number>;
  name: string;
  provider: ProviderKind;
  is_sandbox: Generated<boolean>;
  client_id: string | null;
  client_secret: string | null;
  webhook_id: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WebhookEventsTable {
  id: string;
  provider: string;
  event_type: string;
  resource_id: string | null;
  outcome: string | null;
  received_at: CreatedAt;
  processed_at: NullableTimestamp;
}

export interface TestProviderOrdersTable {
  id: string;
  request_id: string | null;
  amount_cents: number;
  currency: string;
  custom_id: string;
  status: Generated<string>;
  capture_id: string | null;
  capture_request_id: string | null;
  /** How many capture calls reached the provider (tests prove idempotency with it). */
  capture_calls: Generated<number>;
  refund_id: string | null;
  refund_request_id: string | null;
  refunded_cents: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
