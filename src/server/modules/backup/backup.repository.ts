import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One fixed advisory-lock key for backups on this database ("BKUP"): one process backs up at a time. */
export const BACKUP_LOCK_KEY = 0x424b5550;

/** Held until the surrounding transaction ends; false when another process is backing up. */
export async function tryBackupLock(trx: Db): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${sql.lit(BACKUP_LOCK_KEY)}) AS locked`.execute(trx);
  return rows[0]?.locked === true;
}

export interface NewRun {
  started_at: Date;
  trigger: 'auto' | 'manual';
  user_id: number | null;
  ok: boolean;
  file_name?: string | null;
  size_bytes?: number | null;
  error?: string | null;
}

export async function recordRun(db: Db, run: NewRun): Promise<void> {
  await db.insertInto('backup_runs').values(run).execute();
}

export function lastSuccess(db: Db) {
  return db
    .selectFrom('backup_runs')
    .select(['started_at', 'file_name', 'size_bytes'])
    .where('ok', '=', true)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function lastRun(db: Db) {
  return db.selectFrom('backup_runs').select(['started_at', 'ok', 'error', 'trigger']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
