import type pg from 'pg';

/** First pause before LISTEN is tried again; it doubles up to the cap, and tries go on for as long as it takes. */
export const LISTEN_RETRY_FIRST_MS = 250;
export const LISTEN_RETRY_MAX_MS = 2000;
/** A query on the listening connection this often finds a connection that died without a word (a cut network). */
export const LISTEN_PROBE_MS = 5000;

export interface ListenerEvents {
  notification: (message: pg.Notification) => void;
  /** Listening (again). `lostSince` is null on the first start, else the last moment known to be heard. */
  up: (lostSince: Date | null) => Promise<void> | void;
  /** The connection is gone: notifications may go unheard until `up`. */
  down: () => void;
}

export interface Listener {
  readonly live: boolean;
  close(): Promise<void>;
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * One connection of the pool that LISTENs on `channels` and keeps doing so through database restarts and
 * outages: a lost connection is replaced with back-off, forever, and `up` tells the owner when to catch up
 * on what went unheard. `now` is the clock the owner's rows are stamped with.
 */
export async function keepListening(
  pool: pg.Pool,
  channels: readonly string[],
  events: ListenerEvents,
  options: { log: Log; name: string; now: () => Date; probeMs?: number },
): Promise<Listener> {
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryMs = LISTEN_RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // The last moment the connection was known to be listening: catch-up starts there.
  let heardUntil: Date | null = null;

  const lose = (connection: pg.PoolClient, error: unknown) => {
    if (client !== connection) return;
    client = null;
    options.log.warn({ err: error }, `${options.name} lost its connection; listening again as soon as the database answers`);
    connection.release(true);
    events.down();
    schedule();
  };

  const schedule = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    let connection: pg.PoolClient;
    try {
      connection = await pool.connect();
    } catch {
      return schedule();
    }
    connection.on('notification', (message) => events.notification(message));
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection, new Error('connection ended')));
    try {
      for (const channel of channels) await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      connection.release(true);
      options.log.warn({ err: error }, `${options.name} could not LISTEN`);
      return schedule();
    }
    if (closed) return connection.release(true);
    const lostSince = heardUntil;
    client = connection;
    heardUntil = options.now();
    retryMs = LISTEN_RETRY_FIRST_MS;
    try {
      await events.up(lostSince);
    } catch (error) {
      // The catch-up failed (the database went again): start over, from the same moment.
      heardUntil = lostSince;
      lose(connection, error);
    }
  }

  const probe = setInterval(() => {
    const connection = client;
    if (!connection) return;
    const at = options.now();
    const silent = setTimeout(() => lose(connection, new Error('no answer on the listening connection')), options.probeMs ?? LISTEN_PROBE_MS);
    connection.query('SELECT 1').then(
      () => {
        clearTimeout(silent);
        if (client === connection) heardUntil = at;
      },
      (error: unknown) => {
        clearTimeout(silent);
        lose(connection, error);
      },
    );
  }, options.probeMs ?? LISTEN_PROBE_MS);
  probe.unref();

  await connect();
  return {
    get live() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearInterval(probe);
      clearTimeout(retryTimer);
      const connection = client;
      client = null;
      if (!connection) return;
      await connection.query(`UNLISTEN *`).catch(() => undefined);
      connection.release();
    },
  };
}
