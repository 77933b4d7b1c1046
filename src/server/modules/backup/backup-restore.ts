import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Db } from '../../db/database.js';
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from '../../db/migrate.js';
import {
  insertRows,
  liftTimeLimits,
  readCatalog,
  relaxConstraints,
  type SequenceState,
  setSequences,
  tablesIn,
  type Target,
  truncateTables,
} from './backup-tables.repository.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader } from './backup-format.js';
import { resetSchemaTo, snapshotSchema } from './schema-reset.repository.js';

/** A restore that cannot go on; the message is German and tells the operator what to do. */
export class RestoreError extends Error {}

/** Rows or characters per INSERT: big enough to be quick, small enough for rows that hold files. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface RestoreResult {
  tables: number;
  rows: number;
  createdAt: string;
}

function openLines(file: string): AsyncIterator<string> {
  if (!fs.existsSync(file)) throw new RestoreError(`Die Backup-Datei ${file} gibt es nicht.`);
  const input = fs.createReadStream(file).pipe(createGunzip());
  return readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
}

function meta(line: string | undefined): Record<string, unknown> {
  if (line === undefined) throw new RestoreError('Die Backup-Datei ist unvollständig (Ende fehlt).');
  if (!line.startsWith('#')) throw new RestoreError('Die Backup-Datei ist beschädigt (unerwartete Zeile).');
  return JSON.parse(line.slice(1)) as Record<string, unknown>;
}

function checkHeader(header: Partial<BackupHeader>): BackupHeader {
  if (header.format !== BACKUP_FORMAT || !Array.isArray(header.migrations) || !Array.isArray(header.tables)) {
    throw new RestoreError('Das ist keine Backup-Datei des Ticket-Shops.');
  }
  if (header.version !== BACKUP_VERSION) throw new RestoreError(`Backup-Format ${header.version} wird von dieser Version nicht unterstützt.`);
  const last = header.migrations.at(-1);
  const known = last ? MIGRATION_NAMES.slice(0, MIGRATION_NAMES.indexOf(last) + 1) : [];
  if (!last || known.join() !== header.migrations.join()) {
    throw new RestoreError(
      'Das Backup stammt von einer anderen Version des Ticket-Shops. Bitte mit der Version wiederherstellen, die das Backup erstellt hat, oder einer neueren.',
    );
  }
  return header as BackupHeader;
}

/** The schema built from the backup's migrations must have exactly the backup's tables and columns. */
async function checkSchema(db: Db, header: BackupHeader): Promise<void> {
  const here = new Map((await readCatalog(db)).map((table) => [table.name, table.columns.join()]));
  const differs = header.tables.filter((table) => here.get(table.name) !== table.columns.join());
  if (differs.length || here.size !== header.tables.length) {
    throw new RestoreError(`Die Tabellen des Backups passen nicht zum Schema (${differs.map((table) => table.name).join(', ') || 'Anzahl'}).`);
  }
}

/** Loads every row, in one transaction: a restore that fails midway leaves no rows behind. */
async function loadRows(db: Db, header: BackupHeader, lines: AsyncIterator<string>): Promise<number> {
  const json = new Map((await readCatalog(db)).map((table) => [table.name, table.jsonColumns]));
  const tables = new Map<string, Target>(header.tables.map((table) => [table.name, { ...table, jsonColumns: json.get(table.name) ?? [] }]));
  return db.transaction().execute(async (trx) => {
    await liftTimeLimits(trx);
    await truncateTables(
      trx,
      header.tables.map((table) => table.name),
    );
    let total = 0;
    let next = await lines.next();
    for (;;) {
      const record = meta(next.done ? undefined : next.value);
      if (record.end === true) return total;
      if (Array.isArray(record.sequences)) {
        await setSequences(trx, record.sequences as SequenceState[]);
        next = await lines.next();
        continue;
      }
      const table = tables.get(String(record.table));
      if (!table) throw new RestoreError(`Die Backup-Datei nennt eine unbekannte Tabelle (${String(record.table)}).`);
      let batch: string[] = [];
      let chars = 0;
      let count = 0;
      for (next = await lines.next(); !next.done && !next.value.startsWith('#'); next = await lines.next()) {
        batch.push(next.value);
        chars += next.value.length;
        count += 1;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insertRows(trx, table, batch);
          batch = [];
          chars = 0;
        }
      }
      await insertRows(trx, table, batch);
      if (count !== record.rows)
        throw new RestoreError(`Die Backup-Datei ist unvollständig (Tabelle ${table.name}: ${count} von ${String(record.rows)} Zeilen).`);
      total += count;
    }
  });
}

/**
 * Restores a backup file into `db`, which must be empty (no tables at all): builds the schema the backup was
 * taken with, loads every row and sequence, then migrates to this version. Refuses anything else with a
 * RestoreError, so an existing shop is never overwritten. A restore that fails leaves the database empty.
 */
export async function restoreBackup(db: Db, file: string): Promise<RestoreResult> {
  const existing = await tablesIn(db);
  if (existing > 0) {
    throw new RestoreError(
      `Die Datenbank ist nicht leer (${existing} Tabellen). Ein Backup wird nur in einen leeren Datenordner oder eine leere Datenbank eingespielt – bitte einen neuen DATA_DIR oder eine neue, leere Datenbank (DATABASE_URL) angeben.`,
    );
  }
  const lines = openLines(file);
  let header: BackupHeader;
  try {
    header = checkHeader(meta((await lines.next()).value));
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`Die Backup-Datei lässt sich nicht lesen (${error instanceof Error ? error.message : String(error)}).`);
  }
  // All or nothing: whatever fails after the schema was begun takes the schema away again.
  const before = await snapshotSchema(db);
  try {
    await migrateTo(db, header.migrations.at(-1) as string);
    await checkSchema(db, header);
    const restoreConstraints = await relaxConstraints(
      db,
      header.tables.map((table) => table.name),
    );
    let rows: number;
    try {
      rows = await loadRows(db, header, lines);
    } finally {
      await restoreConstraints();
    }
    await migrateToLatest(db);
    return { tables: header.tables.length, rows, createdAt: header.created_at };
  } catch (error) {
    await resetSchemaTo(db, before);
    throw error;
  }
}
