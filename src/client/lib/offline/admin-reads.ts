import type { ApiPath } from '../../../shared/api/route-access';
import { readAuthUser } from '../auth-storage';
import { ApiError, apiRequest } from '../api-client';
import { isOnline, onConnectivityChange, probeOftenWhile } from '../connectivity';
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

/** What a page says for a read that waits in the queue with nothing stored (issue 17). */
export const QUEUED_READ_TEXT = 'Offline – wird geladen, sobald die Verbindung zurück ist';

/** Offline with nothing stored: the read is queued, and the page fills in once it comes back. */
export class NoOfflineCopyError extends ApiError {
  readonly queued = true;
  constructor() {
    super(0, 'OFFLINE', QUEUED_READ_TEXT);
  }
}

/** Spec §7 calls that name the session in their query; it never becomes part of a key or a stored row. */
const SESSION_PARAM = 'session_token';

function normalise(query: ReadQuery = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[0] !== SESSION_PARAM)
      .map(([key, value]) => [key, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function readKey(user: string, path: string, query: Record<string, string>): string {
  return `${user}|${path}?${new URLSearchParams(query).toString()}`;
}

interface Read {
  user: string;
  path: ApiPath;
  query: Record<string, string>;
  /** The session to send in the query, when the call names it there. */
  session?: string;
}

async function fetchAndStore<T>({ user, path, query, session }: Read): Promise<T> {
  const data = await apiRequest<T>(path, { query: session ? { ...query, [SESSION_PARAM]: session } : query });
  const key = readKey(user, path, query);
  await db.readCache.put({ key, user, path, query, data, fetchedAt: new Date().toISOString() }).catch(() => undefined);
  staleReads.remove(key);
  return data;
}

/** While the signed-in user's reads wait in the queue, the connection check runs twice a second. */
async function updateProbeUrgency(): Promise<void> {
  const user = readAuthUser()?.user;
  const waiting = user
    ? await db.readQueue
        .where('user')
        .equals(user)
        .count()
        .catch(() => 0)
    : 0;
  probeOftenWhile('queued-reads', waiting > 0);
}

export async function adminRead<T>(path: ApiPath, rawQuery?: ReadQuery): Promise<T> {
  const user = readAuthUser()?.user ?? '';
  const query = normalise(rawQuery);
  const session = rawQuery?.[SESSION_PARAM];
  try {
    return await fetchAndStore<T>({ user, path, query, session: session === undefined ? undefined : String(session) });
  } catch (error) {
    if (!(error instanceof ApiError && error.offline)) throw error;
    const key = readKey(user, path, query);
    await db.readQueue.put({ key, user, path, query, sessionParam: session !== undefined, queuedAt: new Date().toISOString() });
    probeOftenWhile('queued-reads', true);
    const stored = await db.readCache.get(key);
    if (!stored) {
      staleReads.wait(key);
      throw new NoOfflineCopyError();
    }
    staleReads.add(key, stored.fetchedAt);
    return stored.data as T;
  }
}

let replaying: Promise<number> | undefined;

/** Runs every queued read of the signed-in user once; resolves to how many came back. */
export function replayQueuedReads(): Promise<number> {
  replaying ??= (async () => {
    const authUser = readAuthUser();
    if (!authUser || !isOnline()) {
      await updateProbeUrgency();
      return 0;
    }
    const { user, session } = authUser;
    // All at once: the page waiting for one of them fills in soon after the server is back.
    const queued = await db.readQueue.where('user').equals(user).toArray();
    const outcomes = await Promise.all(
      queued.map(async (read): Promise<'refreshed' | 'answered' | 'offline'> => {
        try {
          // Queued by a typed call; a path an older version queued and this one lacks fails in
          // apiRequest and is dropped below like an error answer.
          await fetchAndStore({ user, path: read.path as ApiPath, query: read.query, session: read.sessionParam ? session : undefined });
          await db.readQueue.delete(read.key);
          return 'refreshed';
        } catch (error) {
          if (error instanceof ApiError && error.offline) return 'offline';
          // The server answered with an error: the read is done, the screen will show it when asked.
          await db.readQueue.delete(read.key);
          staleReads.remove(read.key);
          return 'answered';
        }
      }),
    );
    const refreshed = outcomes.filter((outcome) => outcome === 'refreshed').length;
    const done = outcomes.filter((outcome) => outcome !== 'offline').length;
    await updateProbeUrgency();
    // Also after an error answer: a page waiting for that read loads again and shows the error.
    if (done > 0) window.dispatchEvent(new Event(READS_REFRESHED_EVENT));
    return refreshed;
  })().finally(() => {
    replaying = undefined;
  });
  return replaying;
}

/**
 * Runs while someone is signed in (AuthProvider starts it at sign-in and stops it at sign-out): the
 * connection returning, the tab becoming visible and the start each replay the queue.
 */
export function startReadReplay(): () => void {
  const replay = () => void replayQueuedReads();
  const stopWatching = onConnectivityChange((online) => online && replay());
  const onVisible = () => document.visibilityState === 'visible' && replay();
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  replay();
  return () => {
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
    stopWatching();
    probeOftenWhile('queued-reads', false);
  };
}

/** Signing out takes the user's stored reads with it. */
export async function forgetReadsOf(user: string): Promise<void> {
  await db.transaction('rw', db.readCache, db.readQueue, async () => {
    await db.readCache.where('user').equals(user).delete();
    await db.readQueue.where('user').equals(user).delete();
  });
  staleReads.clear();
  await updateProbeUrgency();
}
