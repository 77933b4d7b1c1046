import type { BoxOfficeState, KioskCategoryDto, ScanMethod, VerdictKey } from '../../shared/api/checkin';

/** Row types of the kiosk's tables in the app's one Dexie database (`lib/db.ts`, versions 3 and 5). */
export interface KioskTicketRow {
  id: number;
  performanceId: number;
  orderId: number;
  name: string;
  /** Lower-case name for search. */
  search: string;
  categoryId: number;
  category: string;
  seat: string | null;
  status: 'valid' | 'cancelled';
  admittedAt: string | null;
  admittedDevice: string | null;
  /** 1 when admitted (indexable, for the counters). */
  admitted: 0 | 1;
  checkins: number;
}

export interface KioskRevokedRow {
  ticketId: number;
  performanceId: number;
  /** Why it was revoked ('PAYMENT_REVERSED', 'REFUNDED'), so the door can say it; absent when staff cancelled it. */
  reason?: string | null;
}

export interface KioskKeyRow {
  id: number;
  publicKey: string;
}

export interface KioskShowRow {
  id: number;
  eventTitle: string;
  startsAt: string;
  doorsAt?: string | null;
  categories?: KioskCategoryDto[];
  boxOffice?: BoxOfficeState;
  counters?: { sold: number; admitted: number; reentries?: number };
  /** "Mehrfacheintritt pro Tag" as of the last sync: the offline door lets admitted guests back in. */
  reentryAllowed?: boolean;
  /** The server's cursor of the last complete sync. */
  cursor?: string;
  lastSyncAt?: string;
}

/** 0 waiting for upload, 1 stored by the server, 2 refused by the server (kept for the record). */
export type OutboxState = 0 | 1 | 2;

export interface KioskScanRow {
  nonce: string;
  performanceId: number;
  ticketId: number | null;
  code: string | null;
  method: ScanMethod;
  verdict: VerdictKey;
  scannedAt: string;
  state: OutboxState;
  attempts: number;
  /** The server's reading once uploaded. */
  duplicate?: boolean;
}

export interface KioskSaleRow {
  nonce: string;
  performanceId: number;
  lines: Array<{ category_id: number; quantity: number }>;
  quantity: number;
  totalCents: number;
  soldAt: string;
  /** Sold while the server could not be reached; the guests went in at once. */
  offline: boolean;
  state: 'pending' | 'done' | 'rejected';
  orderId?: number;
  message?: string;
  attempts: number;
  /** Seats staff picked on the seat plan (issue 51); without them the server picks. */
  seats?: string[];
}

export type KioskMetaRow =
  | { key: 'device'; id: string; name: string }
  | { key: 'staff'; user: string; permissions: string[]; savedAt: string }
  | { key: 'performance'; performanceId: number }
  | { key: 'camera'; on: boolean };

/** A name on the chosen performance's guest list, as the server last gave it (version 5). */
export interface KioskGuestRow {
  id: number;
  performanceId: number;
  name: string;
  note: string;
  /** Lower-case name for search. */
  search: string;
  admittedAt: string | null;
}

/** An open-or-closed "zahlt an der Abendkasse" reservation of the chosen performance, as last read. */
export interface KioskReservationRow {
  orderId: number;
  performanceId: number;
  firstName: string;
  lastName: string;
  search: string;
  categories: string;
  totalCents: number;
  tickets: number;
  /** 'offen', 'bezahlt', 'abgelaufen', 'storniert' (the server's reading). */
  state: string;
  expiresAt: string;
}

/**
 * A guest admitted or a reservation paid in cash at this door, in the outbox until the server has it:
 * 'pending' waits, 'done' is stored, 'refused' the server would not take (kept, with its message).
 */
export interface KioskDoorActionRow {
  nonce: string;
  kind: 'guest' | 'payment';
  performanceId: number;
  /** The guest's id or the reservation's order number. */
  subjectId: number;
  name: string;
  totalCents: number;
  at: string;
  offline: boolean;
  state: 'pending' | 'done' | 'refused';
  /** The server's word: another door had admitted the guest first. */
  already?: boolean;
  message?: string;
  attempts: number;
}
