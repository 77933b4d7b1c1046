import { type ChangeTopic, changeFeedOf } from './change-feed.js';
import type { Db } from './database.js';

export interface CacheOptions {
  /** What the value is built from: a write announced for any of them (announceChange) drops it everywhere. */
  topics: readonly ChangeTopic[];
  /** Dropped after this long as well: for figures no admin write announces, like availability. */
  maxAgeMs?: number;
}

interface Entry<T> {
  stamp: number;
  loadedAt: number;
  value: Promise<T>;
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
  const entries = new WeakMap<Db, Entry<T>>();
  const fresh = (entry: Entry<T>, at: number) =>
    options.maxAgeMs === undefined || (at >= entry.loadedAt && at - entry.loadedAt < options.maxAgeMs);
  const current = (db: Db, at: number) => {
    const feed = changeFeedOf(db);
    if (!feed?.live) return undefined;
    const stamp = feed.stamp(options.topics);
    const entry = entries.get(db);
    return { stamp, entry: entry && entry.stamp === stamp && fresh(entry, at) ? entry : undefined };
  };

  const read = (db: Db, now = new Date()) => {
    const known = current(db, now.getTime());
    if (!known) return load(db, now);
    if (known.entry) return known.entry.value;
    const next: Entry<T> = { stamp: known.stamp, loadedAt: now.getTime(), value: load(db, now) };
    entries.set(db, next);
    next.value.catch(() => {
      if (entries.get(db) === next) entries.delete(db);
    });
    return next.value;
  };
  return Object.assign(read, { peek: (db: Db, now = new Date()) => current(db, now.getTime())?.entry?.value });
}
