import Dexie, { type EntityTable, type Table } from 'dexie';
import type { BoxOfficeState, KioskCategoryDto, ScanMethod, VerdictKey } from '../../../shared/api/checkin';

/**
 * The kiosk's IndexedDB tables. Until the app's one Dexie module (`lib/db.ts`) exists on this branch they
 * live in their own database ("musical-kiosk"); moving them there is a new version with these stores.
 *
 * | table        | key      | rows                                                                   |
 * | ------------ | -------- | ---------------------------------------------------------------------- |
 * | kioskTickets | id       | the synced ticket list of a performance, with local admissions         |
 * | kioskRevoked | ticketId | revocation list (cancelled tickets of every performance)               |
 * | kioskKeys    | id       | public ticket keys (raw Ed25519, base64url)                            |
 * | kioskShows   | id       | performances: names for 'Falsche Vorstellung'; the synced one's state   |
 * | kioskScans   | nonce    | every scan, the outbox of check-ins (`state` 0 = waiting)               |
 * | kioskSales   | nonce    | every door sale, the outbox of sales (`state` 'pending' = waiting)      |
 * | kioskMeta    | key      | this device, the staff's last known permissions, the chosen performance |
 */
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
  counters?: { sold: number; admitted: number };
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
}

export type KioskMetaRow =
  | { key: 'device'; id: string; name: string }
  | { key: 'staff'; user: string; permissions: string[]; savedAt: string }
  | { key: 'performance'; performanceId: number };

export class KioskDatabase extends Dexie {
  kioskTickets!: EntityTable<KioskTicketRow, 'id'>;
  kioskRevoked!: EntityTable<KioskRevokedRow, 'ticketId'>;
  kioskKeys!: EntityTable<KioskKeyRow, 'id'>;
  kioskShows!: EntityTable<KioskShowRow, 'id'>;
  kioskScans!: EntityTable<KioskScanRow, 'nonce'>;
  kioskSales!: EntityTable<KioskSaleRow, 'nonce'>;
  kioskMeta!: Table<KioskMetaRow, KioskMetaRow['key']>;

  constructor(name = 'musical-kiosk') {
    super(name);
    this.version(1).stores({
      kioskTickets: 'id, [performanceId+status], [performanceId+admitted], orderId',
      kioskRevoked: 'ticketId',
      kioskKeys: 'id',
      kioskShows: 'id',
      kioskScans: 'nonce, state, [performanceId+state], ticketId, scannedAt',
      kioskSales: 'nonce, state, [performanceId+state]',
      kioskMeta: 'key',
    });
  }
}

export const kioskDb = new KioskDatabase();
