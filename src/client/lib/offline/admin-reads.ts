import { readAuthUser } from '../../features/auth/auth-storage';
import { ApiError, apiRequest } from '../api-client';
import { db } from '../db';
import { READS_REFRESHED_EVENT } from './read-events';
import { staleReads } from './stale-reads';

/**
 * Every back-office read goes through here (shared/design.md "Back office offline"). Online, each answer
 * is stored in Dexie with its user and time. Offline, the stored answer is served, the read is queued,
 * and the screen learns the data's age from `staleReads`; when the connection returns, queued reads run
 * once and screens that showed stored data load again by themselves.
 */
export type ReadQuery = Record<string, string | number | undefined>;


export class NoOfflineCopyError extends ApiError {
  constructor() {
    super(0, 'OFFLINE', 'Sie sind offline, und für diese Ansicht ist noch nichts gespeichert.');
  }
}

function normalise(query: ReadQuery = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function readKey(user: string, path: string, query: Record<string, string>): string {
  return `${user}|${path}?${new URLSearchParams(query).toString()}`;
}

async function fetchAndStore<T>(user: string, path: string, query: Record<string, string>): Promise<T> {
  const data = await apiRequest<T>(path, { auth: true, query });
  const key = readKey(user, path, query);
  await db.readCache.put({ key, user, path, query, data, fetchedAt: new Date().toISOString() }).catch(() => undefined);
  staleReads.remove(key);
  return data;
}

export async function adminRead<T>(path: string, rawQuery?: ReadQuery): Promise<T> {
  const user = readAuthUser()?.user ?? '';
  const query = normalise(rawQuery);
  try {
    return await fetchAndStore<T>(user, path, query);
  } catch (error) {
    if (!(error instanceof ApiError && error.offline)) throw error;
    const key = readKey(user, path, query);
    await db.readQueue.put({ key, user, path, query, queuedAt: new Date().toISOString() });
    const stored = await db.readCache.get(key);
    if (!stored) throw new NoOfflineCopyError();
    staleReads.add(key, stored.fetchedAt);
    return stored.data as T;
  }
}

let replaying: Promise<number> | undefined;

/** Runs every queued read of the signed-in user once; resolves to how many came back. */
export function replayQueuedReads(): Promise<number> {
  replaying ??= (async () => {
    const user = readAuthUser()?.user;
    if (!user || !navigator.onLine) return 0;
    let refreshed = 0;
    for (const queued of await db.readQueue.where('user').equals(user).toArray()) {
      try {
        await fetchAndStore(user, queued.path, queued.query);
        refreshed++;
        await db.readQueue.delete(queued.key);
      } catch (error) {
        if (error instanceof ApiError && error.offline) break;
        // The server answered with an error: the read is done, the screen will show it when asked.
        await db.readQueue.delete(queued.key);
      }
    }
    if (refreshed > 0) window.dispatchEvent(new Event(READS_REFRESHED_EVENT));
    return refreshed;
  })().finally(() => {
    replaying = undefined;
  });
  return replaying;
}

/** The connection returning, the tab becoming visible and the app starting each replay the queue. */
export function startReadReplay(): () => void {
  const replay = () => void replayQueuedReads();
  const onVisible = () => document.visibilityState === 'visible' && replay();
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  replay();
  return () => {
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Signing out takes the user's stored reads with it. */
export async function forgetReadsOf(user: string): Promise<void> {
  await db.transaction('rw', db.readCache, db.readQueue, async () => {
    await db.readCache.where('user').equals(user).delete();
    await db.readQueue.where('user').equals(user).delete();
  });
  staleReads.clear();
}
