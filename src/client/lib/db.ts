import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import type {
  KioskDoorActionRow,
  KioskGuestRow,
  KioskKeyRow,
  KioskMetaRow,
  KioskReservationRow,
  KioskRevokedRow,
  KioskSaleRow,
  KioskScanRow,
  KioskShowRow,
  KioskTicketRow,
} from './kiosk-rows';
import type { CartItem } from '../../shared/domain/cart';
import { type ConsentChoice, readCartMirror, readConsentMirror } from './storage-mirror';
import { DATABASE_NAME, markDatabaseInUse } from './stored-data';

/**
 * The app's one IndexedDB database ("musical-shop"). Every table of every feature is declared here,
 * with its schema versions; each table is read and written by exactly one feature module:
 *
 * | table       | key     | owner                                   | rows                                  |
 * | ----------- | ------- | --------------------------------------- | ------------------------------------- |
 * | cartItems   | id      | features/cart/cart-store.ts             | spec §3 cart items (`CartItem`)       |
 * | cartMeta    | key     | features/cart/cart-store.ts             | `{key: 'donation', value: euros}`     |
 * | consent     | key     | features/consent/consent-store.ts       | `{key: 'current', ...ConsentChoice}`  |
 * | readCache   | key     | lib/offline/admin-reads.ts              | last answer of each back-office read  |
 * | readQueue   | key     | lib/offline/admin-reads.ts              | reads asked for while offline         |
 * | kioskTickets| id      | features/kiosk/ticket-store.ts, door.ts | a performance's synced ticket list    |
 * | kioskRevoked| ticketId| features/kiosk/ticket-store.ts          | revocation list (cancelled tickets)   |
 * | kioskKeys   | id      | features/kiosk/ticket-store.ts          | public ticket keys (Ed25519)          |
 * | kioskShows  | id      | features/kiosk/ticket-store.ts, sync.ts | performances; the synced one's state  |
 * | kioskScans  | nonce   | features/kiosk/door.ts, outbox.ts       | every scan; state 0 = waiting upload  |
 * | kioskSales  | nonce   | features/kiosk/box-office.ts, outbox.ts | door sales; 'pending' = waiting       |
 * | kioskMeta   | key     | features/kiosk/device.ts                | device, staff's door keys, performance|
 * | signOutQueue| token   | lib/offline/sign-out-outbox.ts          | sign-outs made offline, not yet sent  |
 * | kioskGuests | id      | features/kiosk/door-lists.ts            | the chosen performance's guest list   |
 * | kioskReservations | orderId | features/kiosk/door-lists.ts      | its "zahlt an der Abendkasse" orders  |
 * | kioskDoorActions | nonce | features/kiosk/door-actions.ts, door-actions-outbox.ts | guests admitted, reservations paid; 'pending' = waiting |
 *
 * Adding tables: append a new `this.version(n + 1).stores({...})` with only the new or changed tables
 * (Dexie keeps the earlier ones), add the row type and the typed property below, and a line to the table
 * above. Never edit a version that has shipped.
 */
export interface CartMetaRow {
  key: 'donation';
  value: number;
}

export interface ConsentRow extends ConsentChoice {
  key: 'current';
  savedAt: string;
}

/** A back-office read as last answered, per user (signing out removes that user's rows). */
export interface CachedReadRow {
  key: string;
  user: string;
  path: string;
  query: Record<string, string>;
  data: unknown;
  fetchedAt: string;
}

/** A read asked for while offline; it runs once when the connection returns. */
export interface QueuedReadRow {
  key: string;
  user: string;
  path: string;
  /** Without `session_token`: keys and rows never hold a session. */
  query: Record<string, string>;
  /** The call names the session in its query (spec §7); it is added from the current session when sent. */
  sessionParam?: boolean;
  queuedAt: string;
}

/** A sign-out made offline: the only place the ended session's token stays, until the server has it. */
export interface QueuedSignOutRow {
  token: string;
  queuedAt: string;
}

export class ShopDatabase extends Dexie {
  cartItems!: EntityTable<CartItem, 'id'>;
  cartMeta!: EntityTable<CartMetaRow, 'key'>;
  consent!: EntityTable<ConsentRow, 'key'>;
  readCache!: EntityTable<CachedReadRow, 'key'>;
  readQueue!: EntityTable<QueuedReadRow, 'key'>;
  kioskTickets!: EntityTable<KioskTicketRow, 'id'>;
  kioskRevoked!: EntityTable<KioskRevokedRow, 'ticketId'>;
  kioskKeys!: EntityTable<KioskKeyRow, 'id'>;
  kioskShows!: EntityTable<KioskShowRow, 'id'>;
  kioskScans!: EntityTable<KioskScanRow, 'nonce'>;
  kioskSales!: EntityTable<KioskSaleRow, 'nonce'>;
  kioskMeta!: Table<KioskMetaRow, KioskMetaRow['key']>;
  signOutQueue!: EntityTable<QueuedSignOutRow, 'token'>;
  kioskGuests!: EntityTable<KioskGuestRow, 'id'>;
  kioskReservations!: EntityTable<KioskReservationRow, 'orderId'>;
  kioskDoorActions!: EntityTable<KioskDoorActionRow, 'nonce'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      cartItems: 'id',
      cartMeta: 'key',
      consent: 'key',
    });
    this.version(2).stores({
      readCache: 'key, user',
      readQueue: 'key, user',
    });
    // The door kiosk (issue 8).
    this.version(3).stores({
      kioskTickets: 'id, [performanceId+status], [performanceId+admitted], orderId',
      kioskRevoked: 'ticketId',
      kioskKeys: 'id',
      kioskShows: 'id',
      kioskScans: 'nonce, state, [performanceId+state], ticketId, scannedAt',
      kioskSales: 'nonce, state, [performanceId+state]',
      kioskMeta: 'key',
    });
    // Sign-outs sent later (issue 17); read keys of earlier versions held the session token: drop them.
    this.version(4)
      .stores({ signOutQueue: 'token' })
      .upgrade(async (tx) => {
        const withToken = (row: { key: string }) => row.key.includes('session_token=');
        await tx.table('readCache').filter(withToken).delete();
        await tx.table('readQueue').filter(withToken).delete();
      });
    // The guest list and reservations decided at the door without network (issue 42).
    this.version(5).stores({
      kioskGuests: 'id, performanceId',
      kioskReservations: 'orderId, performanceId',
      kioskDoorActions: 'nonce, state, [kind+subjectId], performanceId',
    });
    // First start on this device: take over a cart and consent the spec's localStorage keys still hold.
    this.on('populate', (tx) => importLegacyStorage(tx));
  }
}

function importLegacyStorage(tx: Transaction): void {
  const cart = readCartMirror();
  if (cart) {
    if (cart.items.length) void tx.table('cartItems').bulkAdd(cart.items);
    void tx.table('cartMeta').put({ key: 'donation', value: cart.donation } satisfies CartMetaRow);
  }
  const consent = readConsentMirror();
  if (consent) void tx.table('consent').put({ key: 'current', ...consent, savedAt: new Date().toISOString() } satisfies ConsentRow);
}

export const db = new ShopDatabase();
// Whatever loaded this module stores something: the shop's extras now read the database (stored-data.ts).
markDatabaseInUse();
