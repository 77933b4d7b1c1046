import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { appliedMigrations, readCatalog, readSequences, type TableInfo } from './backup-catalog.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, metaLine } from './backup-format.js';

/** Rows fetched per round trip; rows with files are fetched a few at a time to bound memory. */
const BATCH_ROWS = 500;
const BATCH_ROWS_BINARY = 8;

/** One row as JSON text, json/jsonb columns as their text (see TableInfo.jsonColumns). */
function rowJson(table: TableInfo) {
  const row = sql`to_jsonb(t)`;
  if (table.jsonColumns.length === 0) return row;
  const asText = sql.join(table.jsonColumns.map((column) => sql`${sql.lit(column)}, t.${sql.ref(column)}::text`));
  return sql`${row} || jsonb_build_object(${asText})`;
}

async function* tableLines(trx: Db, table: TableInfo): AsyncGenerator<string> {
  const order = table.primaryKey.length ? sql`ORDER BY ${sql.join(table.primaryKey.map((column) => sql.ref(`t.${column}`)))}` : sql``;
  await sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT (${rowJson(table)})::text AS line FROM ${sql.table(table.name)} t ${order}`.execute(trx);
  const size = sql.lit(table.hasBinary ? BATCH_ROWS_BINARY : BATCH_ROWS);
  for (;;) {
    const { rows } = await sql<{ line: string }>`FETCH ${size} FROM backup_rows`.execute(trx);
    if (rows.length === 0) break;
    yield `${rows.map((row) => row.line).join('\n')}\n`;
  }
  await sql`CLOSE backup_rows`.execute(trx);
}

/**
 * Every line of a backup, read inside `trx`. The caller opens it REPEATABLE READ, so all tables come from one
 * snapshot: an order and its tickets are either both in the backup or neither.
 */
export async function* backupLines(trx: Db, createdAt: Date): AsyncGenerator<string> {
  await sql`SET LOCAL bytea_output = 'hex'`.execute(trx);
  const tables = await readCatalog(trx);
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table.name)}`.execute(trx);
    counts.set(table.name, Number(rows[0].n));
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
    yield* tableLines(trx, table);
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
