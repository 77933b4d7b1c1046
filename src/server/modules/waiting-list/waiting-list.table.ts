import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/column-types.js';

/** 'unconfirmed' until the sign-up's mail link is opened (issue 52); only 'waiting' entries get offers. */
export type WaitingStatus = 'unconfirmed' | 'waiting' | 'offered' | 'bought' | 'lapsed';

/** One person waiting for a sold-out performance (migration 039); db/schema.ts lists it. */
export interface WaitingListEntriesTable {
  id: Generated<number>;
  performance_id: number;
  category_id: number | null;
  email: string;
  name: string;
  quantity: number;
  token_hash: string;
  link_token: string | null;
  status: Generated<WaitingStatus>;
  order_id: number | null;
  offered_at: NullableTimestamp;
  offer_expires_at: NullableTimestamp;
  /** When the mail's link confirmed the sign-up (migration 047). */
  confirmed_at: NullableTimestamp;
  /** The sign-up's language (migration 053, shared/i18n/languages.ts): its mails and the offer's order speak it. */
  language: Generated<string>;
  created_at: CreatedAt;
}
