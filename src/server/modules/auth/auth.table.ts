import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from '../../db/column-types.js';

/** Table types of the auth module for Kysely; db/schema.ts lists them in `Database`. */
export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  subject: string;
  failed_at: CreatedAt;
}

/** Issue 31: the authenticator secret, one-use recovery codes, and sign-ins waiting for their second step. */
export interface UserTwoFactorTable {
  user_id: number;
  secret: string;
  confirmed_at: NullableTimestamp;
  last_step: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export type ChallengeKind = 'code' | 'enrol';

export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  kind: ChallengeKind;
  kiosk: Generated<boolean>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}
