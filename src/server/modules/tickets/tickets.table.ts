import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the tickets module for Kysely; db/schema.ts lists them in `Database`. */
export interface SigningKeysTable {
  id: number;
  algorithm: Generated<string>;
  public_key: Uint8Array;
  secret_key: Uint8Array;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  performance_id: number;
  category_id: number;
  seat: string | null;
  key_id: number;
  code: string;
  status: Generated<'valid' | 'cancelled'>;
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
  /** Why it was revoked, for the door: 'PAYMENT_REVERSED', 'REFUNDED', 'RETURNED', 'CANCELLED' (a ticket or an order cancelled by staff), or null (orders cancelled before issue 51). */
  revoked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Ticket transfer (migration 034): whom the buyer handed this ticket to, and the token of their ticket page. */
  holder_name: ColumnType<string | null, string | null | undefined, string | null>;
  holder_email: ColumnType<string | null, string | null | undefined, string | null>;
  holder_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** The ticket this one replaced; that one is revoked with the reason TRANSFERRED. */
  transferred_from: ColumnType<number | null, number | null | undefined, number | null>;
  /** The staff cancellation of single tickets that revoked it (migration 035). */
  cancellation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The refund a return paid for it with (payments.provider_ref, migration 037): the return mail names its own refund. */
  refund_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Staff cancelled single tickets of an order (issue 32 item 10): why, by whom, and what went back. */
export interface TicketCancellationsTable {
  id: Generated<number>;
  order_id: number;
  reason: string;
  refund_cents: number;
  /** 'COMPLETED' or 'PENDING' as the provider answered; 'CASH' for money handed back at the box office. */
  refund_status: string | null;
  /** The refund's provider reference (payments.provider_ref). */
  refund_ref: string | null;
  cancelled_by: number | null;
  cancelled_by_name: string;
  cancelled_at: Date;
}
