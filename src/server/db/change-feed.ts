import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { type Db, postgresPoolOf } from './database.js';
import { keepListening, type Listener } from './listener.js';
import type { Database } from './schema.js';

/** What an admin write may change; every cache names the topics it is built from (see cached.ts). */
export type ChangeTopic = 'catalog' | 'configuration' | 'payment-accounts' | 'signing-keys';
const TOPICS: readonly ChangeTopic[] = ['catalog', 'configuration', 'payment-accounts', 'signing-keys'];

/** Every process LISTENs here; an operator may `NOTIFY shop_changes` after a change by hand. */
export const CHANGE_CHANNEL = 'shop_changes';

export interface ChangeFeed {
  /** A number that changes with every write announced for any of these topics, here or in another process. */
  stamp(topics: readonly ChangeTopic[]): number;
  /** False while the listener is lost: announcements may go unheard, so caches read through. */
  readonly live: boolean;
  close(): Promise<void>;
}

interface Feed extends ChangeFeed {
  /** Announcements this app sent come back by NOTIFY too; they were applied when sent. */
  origin: string;
  bump(topics: readonly ChangeTopic[]): void;
}

const feeds = new WeakMap<Db, Feed>();

export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

function topicsOf(payload: string | undefined, origin: string): readonly ChangeTopic[] {
  try {
    const message = JSON.parse(payload ?? '') as { origin?: string; topics?: unknown };
    if (message.origin === origin) return [];
    const named = Array.isArray(message.topics) ? TOPICS.filter((topic) => (message.topics as unknown[]).includes(topic)) : [];
    return named.length ? named : TOPICS;
  } catch {
    // A bare `NOTIFY shop_changes` (or anything unreadable) drops every cache.
    return TOPICS;
  }
}

/** The NOTIFY for these topics, sent inside a transaction: PostgreSQL delivers it at the commit, or never. */
async function notifyChange(trx: Db | Transaction<Database>, appDb: Db, topics: readonly ChangeTopic[]): Promise<void> {
  const message = JSON.stringify({ origin: feeds.get(appDb)?.origin ?? null, topics });
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${message})`.execute(trx);
}

/**
 * An admin write and its announcement in one transaction: every other process hears of it exactly when it
 * commits (a NOTIFY sent after the commit is lost if that statement fails or the process dies in between,
 * and other processes would keep old prices). This process drops its caches after the commit, so no
 * request can cache the old rows again in between. `when` leaves out writes that changed nothing.
 */
export async function writeAnnounced<T>(
  db: Db,
  topics: readonly ChangeTopic[],
  write: (trx: Transaction<Database>) => Promise<T>,
  when: (result: T) => boolean = () => true,
): Promise<T> {
  if (db.isTransaction) throw new Error('writeAnnounced opens its own transaction, with the app’s database');
  const result = await db.transaction().execute(async (trx) => {
    const value = await write(trx);
    if (when(value)) await notifyChange(trx, db, topics);
    return value;
  });
  if (when(result)) feeds.get(db)?.bump(topics);
  return result;
}

/** After a write made outside writeAnnounced (tests, a seed step): announced as if it had been one. */
export async function announceChange(db: Db, ...topics: ChangeTopic[]): Promise<void> {
  // Inside a transaction another request could cache the old rows again before the commit.
  if (db.isTransaction) throw new Error('announceChange runs after the commit, with the app’s database');
  feeds.get(db)?.bump(topics);
  await notifyChange(db, db, topics);
}

/**
 * Opened by the app for its database: one listening connection of its pool, which comes back after any
 * outage (db/listener.ts); what was announced meanwhile went unheard, so every cache loads afresh, and
 * while it is down `live` is false and caches read through.
 */
export async function openChangeFeed(db: Db, log: { warn: (obj: object, msg: string) => void }, now: () => Date = () => new Date()): Promise<ChangeFeed> {
  const generations = new Map<ChangeTopic, number>(TOPICS.map((topic) => [topic, 0]));
  let listener: Listener | null = null;

  const feed: Feed = {
    origin: randomUUID(),
    stamp: (topics) => topics.reduce((sum, topic) => sum + (generations.get(topic) ?? 0), 0),
    get live() {
      return listener?.live === true;
    },
    bump(topics) {
      for (const topic of topics) generations.set(topic, (generations.get(topic) ?? 0) + 1);
    },
    async close() {
      feeds.delete(db);
      await listener?.close();
    },
  };
  feeds.set(db, feed);
  listener = await keepListening(
    postgresPoolOf(db),
    [CHANGE_CHANNEL],
    {
      notification: (message) => {
        if (message.channel === CHANGE_CHANNEL) feed.bump(topicsOf(message.payload, feed.origin));
      },
      up: () => feed.bump(TOPICS),
      down: () => feed.bump(TOPICS),
    },
    { log, name: 'change listener', now },
  );
  return feed;
}
