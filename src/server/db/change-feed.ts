import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { type Db, postgresPoolOf } from './database.js';

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

/**
 * After the commit of an admin write: every cache built from these topics loads afresh on its next read,
 * in this process at once and in every other process as soon as the NOTIFY arrives.
 */
export async function announceChange(db: Db, ...topics: ChangeTopic[]): Promise<void> {
  // Inside a transaction another request could cache the old rows again before the commit.
  if (db.isTransaction) throw new Error('announceChange runs after the commit, with the app’s database');
  const feed = feeds.get(db);
  feed?.bump(topics);
  const message = JSON.stringify({ origin: feed?.origin ?? null, topics });
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${message})`.execute(db);
}

/** Opened by the app for its database: one listening connection of its pool. */
export async function openChangeFeed(db: Db, log: { warn: (obj: object, msg: string) => void }): Promise<ChangeFeed> {
  const generations = new Map<ChangeTopic, number>(TOPICS.map((topic) => [topic, 0]));
  const pool = postgresPoolOf(db);
  let client: pg.PoolClient | null = null;
  let closed = false;

  const feed: Feed = {
    origin: randomUUID(),
    stamp: (topics) => topics.reduce((sum, topic) => sum + (generations.get(topic) ?? 0), 0),
    get live() {
      return client !== null;
    },
    bump(topics) {
      for (const topic of topics) generations.set(topic, (generations.get(topic) ?? 0) + 1);
    },
    async close() {
      closed = true;
      feeds.delete(db);
      if (client) {
        const listening = client;
        client = null;
        await listening.query(`UNLISTEN ${CHANGE_CHANNEL}`).catch(() => undefined);
        listening.release();
      }
    },
  };

  // A lost connection is opened again; what was announced meanwhile went unheard, so everything reloads.
  const reconnect = (target: pg.Pool) => {
    if (!closed) setTimeout(() => void listen(target).catch(() => reconnect(target)), 1000);
  };
  async function listen(target: pg.Pool): Promise<void> {
    const connection = await target.connect();
    connection.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.bump(topicsOf(message.payload, feed.origin));
    });
    connection.on('error', (error) => {
      log.warn({ err: error }, 'change listener lost its connection');
      connection.release(true);
      if (client === connection) client = null;
      reconnect(target);
    });
    await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) return connection.release();
    feed.bump(TOPICS);
    client = connection;
  }
  await listen(pool);
  feeds.set(db, feed);
  return feed;
}
