import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { CartItem } from '../../shared/domain/cart';
import { type ConsentChoice, readCartMirror, readConsentMirror } from './storage-mirror';

/**
 * The app's one IndexedDB database ("musical-shop"). Every table of every feature is declared here,
 * with its schema versions; each table is read and written by exactly one feature module:
 *
 * | table       | key     | owner                                   | rows                                  |
 * | ----------- | ------- | --------------------------------------- | ------------------------------------- |
 * | cartItems   | id      | features/cart/cart-store.ts             | spec §3 cart items (`CartItem`)       |
 * | cartMeta    | key     | features/cart/cart-store.ts             | `{key: 'donation', value: euros}`     |
 * | consent     | key     | features/consent/consent-store.ts       | `{key: 'current', ...ConsentChoice}`  |
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

export class ShopDatabase extends Dexie {
  cartItems!: EntityTable<CartItem, 'id'>;
  cartMeta!: EntityTable<CartMetaRow, 'key'>;
  consent!: EntityTable<ConsentRow, 'key'>;

  constructor(name = 'musical-shop') {
    super(name);
    this.version(1).stores({
      cartItems: 'id',
      cartMeta: 'key',
      consent: 'key',
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
