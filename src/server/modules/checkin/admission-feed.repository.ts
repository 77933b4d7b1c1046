import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Tells every process listening on `channel` (PostgreSQL NOTIFY, delivered at commit). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
