import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import type { AdmissionEvent } from '../../../shared/api/checkin.js';
import { type Db, postgresPoolOf } from '../../db/database.js';

/**
 * Admissions pushed to every door (issue 12). A change is announced with the performance and ticket ids
 * only; each server process loads the tickets once and pushes them to its own listeners. The announcement
 * travels by NOTIFY to every process that LISTENs (so N processes behind a load balancer all hear it).
 */
export const ADMISSION_CHANNEL = 'kiosk_admissions';

interface Announcement {
  performance_id: number;
  ticket_ids: number[];
}

export type LoadEvent = (announcement: Announcement) => Promise<AdmissionEvent>;

export interface AdmissionFeed {
  /** After the commit: these tickets of this performance were admitted or sold. */
  announce(performanceId: number, ticketIds: number[]): Promise<void>;
  subscribe(performanceId: number, listener: (event: AdmissionEvent) => void): () => void;
  /** Runs when the app closes, before the database does: ends open streams, stops listening. */
  onClose(task: () => void): () => void;
  close(): Promise<void>;
}

export async function openAdmissionFeed(db: Db, load: LoadEvent, log: { warn: (obj: object, msg: string) => void }): Promise<AdmissionFeed> {
  const listeners = new EventEmitter();
  listeners.setMaxListeners(0);
  const closing = new Set<() => void>();

  async function deliver(announcement: Announcement) {
    const topic = String(announcement.performance_id);
    if (listeners.listenerCount(topic) === 0) return;
    try {
      listeners.emit(topic, await load(announcement));
    } catch (error) {
      log.warn({ err: error }, 'admission event could not be loaded');
    }
  }

  const pool = postgresPoolOf(db);
  let client: pg.PoolClient | null = null;
  let closed = false;
  // A lost listening connection (database restart) is opened again; scans go on meanwhile, only unheard.
  async function listen(target: pg.Pool): Promise<void> {
    const connection = await target.connect();
    connection.on('notification', (message) => {
      if (message.channel !== ADMISSION_CHANNEL || !message.payload) return;
      void deliver(JSON.parse(message.payload) as Announcement);
    });
    connection.on('error', (error) => {
      log.warn({ err: error }, 'admission listener lost its connection');
      connection.release(true);
      if (client === connection) client = null;
      if (!closed) setTimeout(() => void listen(target).catch(() => undefined), 1000);
    });
    await connection.query(`LISTEN ${ADMISSION_CHANNEL}`);
    client = connection;
  }
  await listen(pool);

  return {
    async announce(performanceId, ticketIds) {
      if (ticketIds.length === 0) return;
      const announcement: Announcement = { performance_id: performanceId, ticket_ids: ticketIds };
      await sql`select pg_notify(${ADMISSION_CHANNEL}, ${JSON.stringify(announcement)})`.execute(db);
    },
    subscribe(performanceId, listener) {
      const topic = String(performanceId);
      listeners.on(topic, listener);
      return () => listeners.off(topic, listener);
    },
    onClose(task) {
      closing.add(task);
      return () => closing.delete(task);
    },
    async close() {
      closed = true;
      for (const task of closing) task();
      closing.clear();
      listeners.removeAllListeners();
      if (client) {
        const listening = client;
        client = null;
        await listening.query(`UNLISTEN ${ADMISSION_CHANNEL}`).catch(() => undefined);
        listening.release();
      }
    },
  };
}
