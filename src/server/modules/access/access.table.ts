import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the access module (API keys, outgoing webhooks); db/schema.ts lists them in `Database`. */
export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  scope: string;
  key_hash: string;
  key_prefix: string;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event: string;
  order_id: number;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  claimed_until: NullableTimestamp;
  delivered_at: NullableTimestamp;
  gave_up_at: NullableTimestamp;
  last_status: number | null;
  last_error: string | null;
}

export interface WebhookSecretsTable {
  id: Generated<number>;
  secret: string;
  created_at: CreatedAt;
}
