import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../../db/database.js';
import { appliedMigrations, countRows, liftTimeLimits, readCatalog, readSequences, setHexByteaOutput, tableLines } from './backup-tables.repository.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, metaLine } from './backup-format.js';

/** Rows fetched per round trip; rows with files are fetched a few at a time to bound memory. */
const BATCH_ROWS = 500;
const BATCH_ROWS_BINARY = 8;

/**
 * Every line of a backup, read inside `trx`. The caller opens it REPEATABLE READ, so all tables come from one
 * snapshot: an order and its tickets are either both in the backup or neither.
 */
export async function* backupLines(trx: Db, createdAt: Date): AsyncGenerator<string> {
  await liftTimeLimits(trx);
  await setHexByteaOutput(trx);
  const tables = await readCatalog(trx);
  const counts = new Map<string, number>();
  for (const table of tables) {
    counts.set(table.name, await countRows(trx, table.name));
  }
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: createdAt.toISOString(),
    migrations: await appliedMigrations(trx),
    tables: tables.map((table) => ({ name: table.name, columns: table.columns, rows: counts.get(table.name) ?? 0 })),
  };
  yield metaLine(header);
  for (const table of tables) {
    yield metaLine({ table: table.name, rows: counts.get(table.name) ?? 0 });
    yield* tableLines(trx, table, table.hasBinary ? BATCH_ROWS_BINARY : BATCH_ROWS);
  }
  yield metaLine({ sequences: await readSequences(trx) });
  yield metaLine({ end: true });
}

/**
 * Writes a compressed backup to `file` (first under a temporary name, renamed when complete, so a crash
 * never leaves a half file that looks like a backup). Returns its size in bytes.
 */
export async function writeBackupFile(trx: Db, file: string, createdAt: Date): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(backupLines(trx, createdAt)), createGzip(), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    // On disk before it counts as a backup: a power cut right after "Backup erstellt" must not lose it.
    const handle = await fs.promises.open(partial, 'r+');
    await handle.sync().finally(() => handle.close());
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return (await fs.promises.stat(file)).size;
}
