import { EventEmitter } from 'node:events';
import type { AdmissionEvent } from '../../../shared/api/checkin.js';
import { type Db, postgresPoolOf } from '../../db/database.js';
import { keepListening, type Listener } from '../../db/listener.js';
import { notify } from './admission-feed.repository.js';

/**
 * Admissions pushed to every door (issue 12). A change is announced with the performance and ticket ids
 * only; each server process loads the tickets once and pushes them to its own listeners. The announcement
 * travels by NOTIFY to every process that LISTENs (so N processes behind a load balancer all hear it).
 */
export const ADMISSION_CHANNEL = 'kiosk_admissions';
/**
 * Catch-up after an outage starts this long before the last moment the listener was known to hear: an
 * admission stamped just before it may have committed, or its NOTIFY travelled, after the line went dead.
 */
export const CATCH_UP_MARGIN_MS = 10_000;
/** At most this many tickets per pushed event, so a long outage's catch-up stays a handful of small events. */
const CATCH_UP_CHUNK = 200;

export interface Announcement {
  performance_id: number;
  ticket_ids: number[];
}

/** What travels on the channel: an admission, or a session that ended (its streams end in every process). */
type Message = Announcement | { session_ended: string };

export type LoadEvent = (announcement: Announcement) => Promise<AdmissionEvent>;

export interface AdmissionFeedOptions {
  load: LoadEvent;
  /** Admissions stored from `since` on, for the catch-up after the listener was down. */
  admittedSince: (since: Date) => Promise<Announcement[]>;
  log: { warn: (obj: object, msg: string) => void };
  now: () => Date;
}

export interface AdmissionFeed {
  /** After the commit: these tickets of this performance were admitted or sold. */
  announce(performanceId: number, ticketIds: number[]): Promise<void>;
  subscribe(performanceId: number, listener: (event: AdmissionEvent) => void): () => void;
  /** False while admissions may go unheard (the database or the listening connection is away). */
  readonly live: boolean;
  /** Called with the new state each time `live` changes; after an outage, only once the catch-up is pushed. */
  watchLive(listener: (live: boolean) => void): () => void;
  /** After a sign-out: every stream of this session ends, in every process. */
  endSession(tokenHash: string): Promise<void>;
  onSessionEnded(tokenHash: string, listener: () => void): () => void;
  /** Runs when the app closes, before the database does: ends open streams, stops listening. */
  onClose(task: () => void): () => void;
  close(): Promise<void>;
}

export async function openAdmissionFeed(db: Db, options: AdmissionFeedOptions): Promise<AdmissionFeed> {
  const { load, log } = options;
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

  function receive(message: Message) {
    if ('session_ended' in message) listeners.emit(`session:${message.session_ended}`);
    else void deliver(message);
  }

  /** What was admitted while nobody listened, pushed as if it had been heard (doors merge repeats). */
  async function catchUp(since: Date) {
    for (const missed of await options.admittedSince(new Date(since.getTime() - CATCH_UP_MARGIN_MS))) {
      if (listeners.listenerCount(String(missed.performance_id)) === 0) continue;
      for (let start = 0; start < missed.ticket_ids.length; start += CATCH_UP_CHUNK) {
        await deliver({ performance_id: missed.performance_id, ticket_ids: missed.ticket_ids.slice(start, start + CATCH_UP_CHUNK) });
      }
    }
  }

  let listener: Listener | null = null;
  const publish = async (message: Message) => {
    await notify(db, ADMISSION_CHANNEL, JSON.stringify(message));
  };
  // Scans go on while the database restarts, only unheard: the listener comes back and catches up.
  listener = await keepListening(
    postgresPoolOf(db),
    [ADMISSION_CHANNEL],
    {
      notification: (message) => {
        if (message.channel !== ADMISSION_CHANNEL || !message.payload) return;
        try {
          receive(JSON.parse(message.payload) as Message);
        } catch (error) {
          log.warn({ err: error }, 'unreadable admission message');
        }
      },
      up: async (lostSince) => {
        if (lostSince) await catchUp(lostSince);
        listeners.emit('live', true);
      },
      down: () => listeners.emit('live', false),
    },
    { log, name: 'admission listener', now: options.now },
  );

  return {
    async announce(performanceId, ticketIds) {
      if (ticketIds.length === 0) return;
      // The admission is committed: a database gone right after must not turn it into an error for the door.
      // Every listener lost its connection then too, and catches up on it when it is back.
      await publish({ performance_id: performanceId, ticket_ids: ticketIds }).catch((error: unknown) => log.warn({ err: error }, 'admission not announced'));
    },
    subscribe(performanceId, listener) {
      const topic = String(performanceId);
      listeners.on(topic, listener);
      return () => listeners.off(topic, listener);
    },
    get live() {
      return listener?.live === true;
    },
    watchLive(watcher) {
      listeners.on('live', watcher);
      return () => listeners.off('live', watcher);
    },
    endSession: (tokenHash) => publish({ session_ended: tokenHash }),
    onSessionEnded(tokenHash, ended) {
      listeners.on(`session:${tokenHash}`, ended);
      return () => listeners.off(`session:${tokenHash}`, ended);
    },
    onClose(task) {
      closing.add(task);
      return () => closing.delete(task);
    },
    async close() {
      for (const task of closing) task();
      closing.clear();
      listeners.removeAllListeners();
      await listener?.close();
    },
  };
}
