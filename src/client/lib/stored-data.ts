import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-mirror';

/** The app's one IndexedDB database (lib/db.ts). */
export const DATABASE_NAME = 'musical-shop';

/**
 * Whether this device may hold anything the shop stored: a cart, consent, kept tickets, queued work.
 * A first visit holds nothing, and its extras (cart badge, cookie banner, the map's consent, storage upkeep)
 * then need no IndexedDB: Dexie's code costs a phone ~250 ms of main thread (issue 14). It loads once
 * something is stored (lib/db.ts marks it), and from then on the extras read the database itself.
 */
export type StoredData = 'unknown' | 'none' | 'some';

let state: StoredData = 'unknown';
let checking: Promise<StoredData> | undefined;
const listeners = new Set<() => void>();

function set(next: StoredData) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Called by lib/db.ts when it loads: the database is in use from now on. */
export function markDatabaseInUse(): void {
  set('some');
}

function mirrorsHoldData(): boolean {
  try {
    return Object.values(STORAGE_KEYS).some((key) => localStorage.getItem(key) !== null);
  } catch {
    return false; // no localStorage (private mode settings): the database decides
  }
}

async function databaseExists(): Promise<boolean> {
  // Browsers without a list of databases (Firefox before 126): assume there is one.
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}

/** Looks once (the spec's localStorage keys, then the database list); later calls share the answer. */
export function checkStoredData(): Promise<StoredData> {
  checking ??= (async () => {
    const found = state === 'some' || mirrorsHoldData() || (await databaseExists());
    set(found || state === 'some' ? 'some' : 'none');
    return state;
  })();
  return checking.then(() => state);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For components: 'unknown' until checked (and on the server), then 'none' or 'some'. */
export function useStoredData(): StoredData {
  useEffect(() => void checkStoredData(), []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unknown',
  );
}
