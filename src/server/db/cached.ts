import { type ChangeTopic, changeFeedOf } from './change-feed.js';
import type { Db } from './database.js';

export interface CacheOptions {
  /** What the value is built from: a write announced for any of them (announceChange) drops it everywhere. */
  topics: readonly ChangeTopic[];
  /** Dropped after this long as well: for figures no admin write announces, like availability. */
  maxAgeMs?: number;
  /**
   * Past `maxAgeMs`, the value is still answered for up to this long while one reload runs, so readers
   * never wait for it. During a rush of buyers the reload queues behind their holds for a connection;
   * without this every page view in that moment waited with it. A topic change never serves the old value.
   */
  staleWhileReloadingMs?: number;
}

interface Entry<T> {
  stamp: number;
  loadedAt: number;
  value: Promise<T>;
  /** The value has arrived (a stale entry is only answered once it has). */
  settled?: boolean;
  /** A reload of this entry is under way (only with `staleWhileReloadingMs`). */
  reloading?: boolean;
}

/**
 * One value per app database, loaded once and shared (callers never change it) until a write announced
 * for one of its topics, or its age, makes it stale. The stamp is taken before the load starts, so a
 * write that commits while a load runs leaves that load's result unused by later reads. Readers inside a
 * transaction, and databases without an open change feed, read through.
 */
export interface Cached<T> {
  (db: Db, now?: Date): Promise<T>;
  /** The value only if it is in memory and still current; never loads. */
  peek(db: Db, now?: Date): Promise<T> | undefined;
}

export function cached<T>(options: CacheOptions, load: (db: Db, now: Date) => Promise<T>): Cached<T> {
  const byKey = cachedByKey({ ...options, maxEntries: 1 }, (db, _key, now) => load(db, now));
  return Object.assign((db: Db, now?: Date) => byKey(db, '', now), { peek: (db: Db, now?: Date) => byKey.peek(db, '', now) });
}

export interface CachedByKey<T> {
  (db: Db, key: string, now?: Date): Promise<T>;
  peek(db: Db, key: string, now?: Date): Promise<T> | undefined;
}

/**
 * As `cached`, one value per key (a page's address, a picture's copy). At most `maxEntries` are kept, the
 * least recently loaded dropped first, so keys a visitor makes up cannot fill the memory; a value `keep`
 * refuses is handed to its callers and then forgotten.
 */
export function cachedByKey<T>(
  options: CacheOptions & { maxEntries: number; keep?: (value: T) => boolean },
  load: (db: Db, key: string, now: Date) => Promise<T>,
): CachedByKey<T> {
  const perDb = new WeakMap<Db, Map<string, Entry<T>>>();
  const fresh = (entry: Entry<T>, at: number) => options.maxAgeMs === undefined || (at >= entry.loadedAt && at - entry.loadedAt < options.maxAgeMs);
  const current = (db: Db, key: string, at: number) => {
    const feed = changeFeedOf(db);
    if (!feed?.live) return undefined;
    const stamp = feed.stamp(options.topics);
    const entry = perDb.get(db)?.get(key);
    return { stamp, entry: entry && entry.stamp === stamp && fresh(entry, at) ? entry : undefined };
  };

  /** An entry only its age made stale, still within the stale allowance and already arrived. */
  const servableStale = (entry: Entry<T> | undefined, stamp: number, at: number): entry is Entry<T> =>
    options.staleWhileReloadingMs !== undefined &&
    options.maxAgeMs !== undefined &&
    entry?.stamp === stamp &&
    entry.settled === true &&
    at >= entry.loadedAt &&
    at - entry.loadedAt < options.maxAgeMs + options.staleWhileReloadingMs;

  const startLoad = (db: Db, key: string, stamp: number, now: Date, entries: Map<string, Entry<T>>) => {
    const next: Entry<T> = { stamp, loadedAt: now.getTime(), value: load(db, key, now) };
    const forget = () => {
      if (entries.get(key) === next) entries.delete(key);
    };
    next.value.then((value) => {
      next.settled = true;
      if (options.keep && !options.keep(value)) forget();
    }, forget);
    return next;
  };

  const remember = (entries: Map<string, Entry<T>>, key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const read = (db: Db, key: string, now = new Date()) => {
    const known = current(db, key, now.getTime());
    if (!known) return load(db, key, now);
    if (known.entry) return known.entry.value;
    const entries = perDb.get(db) ?? new Map<string, Entry<T>>();
    perDb.set(db, entries);
    const stale = entries.get(key);
    if (servableStale(stale, known.stamp, now.getTime())) {
      if (!stale.reloading) {
        stale.reloading = true;
        const next = startLoad(db, key, known.stamp, now, entries);
        next.value.then(
          (value) => {
            if (entries.get(key) !== stale) return;
            // A value `keep` refuses (a page that failed) never replaces the one still answering; the next read retries.
            if (options.keep && !options.keep(value)) stale.reloading = false;
            else remember(entries, key, next);
          },
          () => {
            stale.reloading = false;
          },
        );
      }
      return stale.value;
    }
    const next = startLoad(db, key, known.stamp, now, entries);
    remember(entries, key, next);
    return next.value;
  };
  return Object.assign(read, { peek: (db: Db, key: string, now = new Date()) => current(db, key, now.getTime())?.entry?.value });
}
