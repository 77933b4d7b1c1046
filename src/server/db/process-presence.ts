import { randomUUID } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { type Db, postgresPoolOf } from './database.js';

/** The first key of every presence lock; the second is hashtext(boot id). */
const PRESENCE_LOCK_KEY = 7291003;

/**
 * A running server process, seen from the database: it holds a session advisory lock named by its boot id
 * for as long as it lives. PostgreSQL drops a session's locks when its connection closes, and the operating
 * system closes the connections of a killed process at once, so "no lock for this boot id" means the
 * process is gone, on one machine or many, without waiting for a timeout (issue 29).
 */
export interface ProcessPresence {
  bootId: string;
  close(): Promise<void>;
}

/** SQL: true while the process with this boot id (a column or value) holds its presence lock. */
export function isPresent(bootId: RawBuilder<unknown> | string): RawBuilder<boolean> {
  const id = typeof bootId === 'string' ? sql`${bootId}` : bootId;
  return sql<boolean>`exists (select 1 from pg_locks where locktype = 'advisory' and granted and classid = ${sql.lit(PRESENCE_LOCK_KEY)}::oid and objsubid = 2 and objid = (hashtext(${id})::bigint & 4294967295)::oid)`;
}

// The boot id is a UUID made here, never input: it can stand in the statement's text.
const lockSql = (bootId: string) => `select pg_advisory_lock(${PRESENCE_LOCK_KEY}, hashtext('${bootId}'))`;
const unlockSql = (bootId: string) => `select pg_advisory_unlock(${PRESENCE_LOCK_KEY}, hashtext('${bootId}'))`;

export async function announcePresence(db: Db, log: { warn: (details: object, message: string) => void }): Promise<ProcessPresence> {
  const bootId = randomUUID();
  const pool = postgresPoolOf(db);
  if (!pool) {
    // The embedded database has one session, which lives as long as this process.
    await sql.raw(lockSql(bootId)).execute(db);
    return {
      bootId,
      close: async () => {
        await sql
          .raw(unlockSql(bootId))
          .execute(db)
          .catch(() => undefined);
      },
    };
  }
  // On PostgreSQL the lock needs a connection of its own; one lost (database restart) is opened again.
  let client: pg.PoolClient | null = null;
  let closed = false;
  // Tried again until it holds (a database refusing new connections for a while), never after the close.
  const again = () => {
    if (!closed) setTimeout(() => void hold().catch(again), 1000);
  };
  const hold = async (): Promise<void> => {
    const connection = await pool.connect();
    if (closed) return connection.release(true);
    connection.on('error', (error) => {
      log.warn({ err: error }, 'presence lock lost its connection');
      connection.release(true);
      if (client === connection) client = null;
      again();
    });
    await connection.query(lockSql(bootId));
    if (closed) return connection.release(true);
    client = connection;
  };
  await hold();
  return {
    bootId,
    async close() {
      closed = true;
      // Releasing the connection with an error flag closes it, and with it the lock.
      client?.release(true);
      client = null;
    },
  };
}
