import { type Static, Type } from 'typebox';

export const TicketTokenQuery = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[\\w-]+$' }) });
export type TicketTokenQuery = Static<typeof TicketTokenQuery>;

export interface TicketDto {
  id: number;
  code: string;
  status: 'valid' | 'cancelled';
  event_title: string;
  starts_at: string;
  doors_at: string | null;
  category: string;
  seat: string | null;
  location: string;
}

/** The ticket page behind the unguessable link from the last checkout step and the mail. */
export interface TicketPageResponse {
  success: true;
  order: {
    id: number;
    status: string;
    first_name: string;
    last_name: string;
    email: string;
    total: number;
    donation: number;
    created_at: string;
  };
  tickets: TicketDto[];
  pdf_url: string;
}

export interface PublicKeysResponse {
  success: true;
  algorithm: 'Ed25519';
  /** Raw 32-byte keys, base64url. */
  keys: Array<{ id: number; public_key: string; active: boolean; created_at: string }>;
}

export interface RevokedResponse {
  success: true;
  revoked: Array<{ ticket_id: number; code: string; performance_id: number; revoked_at: string | null }>;
}
