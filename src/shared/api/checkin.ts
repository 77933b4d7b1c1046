import { type Static, Type } from 'typebox';
import { WholeNumber } from './numbers.js';

/**
 * The door kiosk's calls (issue 8): checkin/performances.php, checkin/sync.php, checkin/upload.php and
 * boxoffice/sell.php. Every one needs a staff session; scans and sales carry a nonce so a retry never
 * counts twice.
 */
export const VERDICT_KEYS = ['valid', 'already', 'cancelled', 'wrong_performance', 'invalid'] as const;
export type VerdictKey = (typeof VERDICT_KEYS)[number];
export const SCAN_METHODS = ['camera', 'wedge', 'typed', 'search'] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];

const Nonce = Type.String({ minLength: 8, maxLength: 100, pattern: '^[\\w-]+$' });
const DeviceId = Type.String({ minLength: 8, maxLength: 100, pattern: '^[\\w-]+$' });
const Instant = Type.String({ minLength: 10, maxLength: 40 });

export const DeviceFields = {
  device_id: DeviceId,
  device_name: Type.String({ minLength: 1, maxLength: 60 }),
};

export const SyncQuery = Type.Object({
  performance_id: Type.Integer({ minimum: 1 }),
  /** The cursor of the last complete sync; without it, everything. */
  since: Type.Optional(Instant),
  /** Paging inside one sync: tickets with an id above this one. */
  after: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
});
export type SyncQuery = Static<typeof SyncQuery>;

export const ScanUpload = Type.Object({
  nonce: Nonce,
  code: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
  ticket_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  method: Type.Union([Type.Literal('camera'), Type.Literal('wedge'), Type.Literal('typed'), Type.Literal('search')]),
  verdict: Type.Union([
    Type.Literal('valid'),
    Type.Literal('already'),
    Type.Literal('cancelled'),
    Type.Literal('wrong_performance'),
    Type.Literal('invalid'),
  ]),
  scanned_at: Instant,
});
export type ScanUpload = Static<typeof ScanUpload>;

export const UploadRequest = Type.Object({
  ...DeviceFields,
  performance_id: Type.Integer({ minimum: 1 }),
  scans: Type.Array(ScanUpload, { minItems: 1, maxItems: 500 }),
});
export type UploadRequest = Static<typeof UploadRequest>;

export const SaleLine = Type.Object({
  category_id: Type.Integer({ minimum: 1 }),
  quantity: WholeNumber(1, 100),
});
export type SaleLine = Static<typeof SaleLine>;

export const SellRequest = Type.Object({
  ...DeviceFields,
  nonce: Nonce,
  performance_id: Type.Integer({ minimum: 1 }),
  lines: Type.Array(SaleLine, { minItems: 1, maxItems: 20 }),
  sold_at: Instant,
  /** Queued while the kiosk was offline (the guests are already inside). */
  offline: Type.Optional(Type.Boolean()),
});
export type SellRequest = Static<typeof SellRequest>;

export interface KioskCategoryDto {
  id: number;
  name: string;
  price_cents: number;
}

export interface KioskPerformanceDto {
  id: number;
  event_id: number;
  event_title: string;
  starts_at: string;
  doors_at: string | null;
  categories: KioskCategoryDto[];
}

export interface BoxOfficeState {
  capacity: number;
  sold: number;
  remaining: number;
}

export interface KioskTicketDto {
  id: number;
  order_id: number;
  /** The order's customer: first and last name. */
  name: string;
  category_id: number;
  category: string;
  seat: string | null;
  status: 'valid' | 'cancelled';
  /** The admission: the earliest valid scan, wherever it was made. */
  admitted_at: string | null;
  admitted_device: string | null;
  checkins: number;
}

export interface PerformancesResponse {
  success: true;
  performances: Array<KioskPerformanceDto & { sold: number; admitted: number }>;
}

export interface SyncResponse {
  success: true;
  server_time: string;
  /** Pass as `since` next time, once every page has been fetched. */
  cursor: string;
  performance: KioskPerformanceDto;
  /** Every performance, so a ticket for another one can name it. */
  performances: Array<{ id: number; event_title: string; starts_at: string }>;
  counters: { sold: number; admitted: number };
  box_office: BoxOfficeState;
  /** Raw 32-byte Ed25519 keys, base64url. */
  keys: Array<{ id: number; public_key: string }>;
  revoked: Array<{ ticket_id: number; performance_id: number }>;
  tickets: KioskTicketDto[];
  /** Tickets changed since `since`, over all pages. */
  total: number;
  /** The next page's `after`; null on the last page. */
  next_after: number | null;
}

export interface UploadResponse {
  success: true;
  /** Scans new to the server; the rest it already had. */
  stored: number;
  already: number;
  /** The server's reading of every uploaded scan. */
  scans: Array<{ nonce: string; ticket_id: number | null; admitted: boolean; duplicate: boolean }>;
  /** The tickets the batch touched, as they stand now (admissions from every device). */
  tickets: KioskTicketDto[];
  counters: { sold: number; admitted: number };
}

export interface SoldTicketDto {
  id: number;
  code: string;
  category_id: number;
  category: string;
}

export interface SellResponse {
  success: true;
  status: 'completed';
  order_id: number;
  total_cents: number;
  tickets: SoldTicketDto[];
  box_office: BoxOfficeState;
  /** True when this nonce had been sold before: the same order comes back. */
  replay: boolean;
}

/**
 * checkin/scan.php (issue 12): while online the door asks the server first, so two doors never admit one
 * ticket twice. The scan keeps its nonce: the same scan uploaded again later counts once.
 */
export const ScanRequest = Type.Object({
  ...DeviceFields,
  performance_id: Type.Integer({ minimum: 1 }),
  scan: Type.Omit(ScanUpload, ['verdict']),
});
export type ScanRequest = Static<typeof ScanRequest>;

export interface ScanResponse {
  success: true;
  verdict: VerdictKey;
  /** The ticket as it stands after this scan: its admission is the earliest one, wherever it was made. */
  ticket: KioskTicketDto | null;
  /** The ticket's performance, when it is another one ('Falsche Vorstellung'). */
  performance_id: number | null;
  counters: { sold: number; admitted: number };
}

export const EventsQuery = Type.Object({ performance_id: Type.Integer({ minimum: 1 }) });
export type EventsQuery = Static<typeof EventsQuery>;

/** One server-sent `admission` event of checkin/events.php: tickets admitted (or sold at the door) just now. */
export interface AdmissionEvent {
  performance_id: number;
  tickets: KioskTicketDto[];
  counters: { sold: number; admitted: number };
}
