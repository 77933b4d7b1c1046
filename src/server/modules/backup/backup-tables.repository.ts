import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BackupHeader } from './backup-format.js';

/**
 * The generic table SQL of backup and restore (issue 40: SQL only in repositories): the catalogue, rows as
 * JSON lines out, JSON lines back in, sequences and constraints, for any table of the schema.
 */

/** Kysely's own bookkeeping: a backup names the applied migrations instead, and restore runs them. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock', 'kysely_migration_functions'];

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** json/jsonb columns: dumped as their text, so a stored JSON null is not confused with SQL NULL. */
  jsonColumns: string[];
  /** Rows with files in them are large: they are read a few at a time. */
  hasBinary: boolean;
}

export interface SequenceState {
  name: string;
  startValue: number;
  /** null: never used (nextval not called yet). */
  lastValue: number | null;
}

/**
 * Every table of the shop's schema, parents before children (foreign keys), read from the system catalogue,
 * so a new table is backed up without anyone remembering to list it.
 */
export async function readCatalog(db: Db): Promise<TableInfo[]> {
  const columns = await sql<{ table: string; column: string; type: string }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, NULL) AS type
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
    ORDER BY c.relname, a.attnum`.execute(db);
  const keys = await sql<{ table: string; column: string }>`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
    WHERE n.nspname = current_schema() AND i.indisprimary
    ORDER BY c.relname, k.position`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint f
    JOIN pg_class child ON child.oid = f.conrelid
    JOIN pg_class parent ON parent.oid = f.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE f.contype = 'f' AND n.nspname = current_schema()`.execute(db);

  const tables = new Map<string, TableInfo>();
  for (const { table, column, type } of columns.rows) {
    if (MIGRATION_TABLES.includes(table)) continue;
    const info = tables.get(table) ?? { name: table, columns: [], primaryKey: [], jsonColumns: [], hasBinary: false };
    info.columns.push(column);
    if (type === 'json' || type === 'jsonb') info.jsonColumns.push(column);
    if (type === 'bytea') info.hasBinary = true;
    tables.set(table, info);
  }
  for (const { table, column } of keys.rows) tables.get(table)?.primaryKey.push(column);
  return dependencyOrder([...tables.values()], references.rows);
}

/** Parents first; ties by name. A self-reference or a cycle cannot be ordered away: restore defers those checks. */
export function dependencyOrder(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const parents = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const byName = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (ordered.length < tables.length) {
    const ready = byName.filter((table) => !placed.has(table.name) && [...(parents.get(table.name) ?? [])].every((parent) => placed.has(parent)));
    const next = ready.length ? ready : byName.filter((table) => !placed.has(table.name)).slice(0, 1);
    for (const table of next) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

export async function readSequences(db: Db): Promise<SequenceState[]> {
  const { rows } = await sql<{ name: string; start_value: number; last_value: number | null }>`
    SELECT sequencename AS name, start_value, last_value FROM pg_sequences
    WHERE schemaname = current_schema() ORDER BY sequencename`.execute(db);
  return rows.map((row) => ({ name: row.name, startValue: Number(row.start_value), lastValue: row.last_value === null ? null : Number(row.last_value) }));
}

export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Issue 52: request statements are cut after db/pool.ts's STATEMENT_TIMEOUT_MS; a backup's count or cursor
 * over a big table, and a restore's inserts between file reads, may honestly take longer. Only for `trx`.
 */
export async function liftTimeLimits(trx: Db): Promise<void> {
  await sql`SET LOCAL statement_timeout = 0`.execute(trx);
  await sql`SET LOCAL idle_in_transaction_session_timeout = 0`.execute(trx);
}

export async function setHexByteaOutput(trx: Db): Promise<void> {
  await sql`SET LOCAL bytea_output = 'hex'`.execute(trx);
}

export async function countRows(trx: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(trx);
  return Number(rows[0].n);
}

/** One row as JSON text, json/jsonb columns as their text (see TableInfo.jsonColumns). */
function rowJson(table: TableInfo) {
  const row = sql`to_jsonb(t)`;
  if (table.jsonColumns.length === 0) return row;
  const asText = sql.join(table.jsonColumns.map((column) => sql`${sql.lit(column)}, t.${sql.ref(column)}::text`));
  return sql`${row} || jsonb_build_object(${asText})`;
}

/** The table's rows as JSON lines, `batch` rows per round trip, through a cursor inside the caller's transaction. */
export async function* tableLines(trx: Db, table: TableInfo, batch: number): AsyncGenerator<string> {
  const order = table.primaryKey.length ? sql`ORDER BY ${sql.join(table.primaryKey.map((column) => sql.ref(`t.${column}`)))}` : sql``;
  await sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT (${rowJson(table)})::text AS line FROM ${sql.table(table.name)} t ${order}`.execute(trx);
  const size = sql.lit(batch);
  for (;;) {
    const { rows } = await sql<{ line: string }>`FETCH ${size} FROM backup_rows`.execute(trx);
    if (rows.length === 0) break;
    yield `${rows.map((row) => row.line).join('\n')}\n`;
  }
  await sql`CLOSE backup_rows`.execute(trx);
}

export async function tablesIn(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`.execute(db);
  return Number(rows[0].n);
}

export async function truncateTables(trx: Db, tables: string[]): Promise<void> {
  await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY`.execute(trx);
}

/**
 * Foreign keys are checked at commit instead of per row (a role's parent may come after it), and triggers
 * stay off while rows go in (they would count or refuse what the backup already holds). Both are switched
 * in their own transactions: PostgreSQL refuses ALTER TABLE while deferred checks are pending.
 */
export async function relaxConstraints(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const { rows: keys } = await sql<{ table: string; name: string }>`
    SELECT c.relname AS table, f.conname AS name FROM pg_constraint f
    JOIN pg_class c ON c.oid = f.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE f.contype = 'f' AND NOT f.condeferrable AND n.nspname = current_schema()`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const key of keys) await sql`ALTER TABLE ${sql.table(key.table)} ALTER CONSTRAINT ${sql.id(key.name)} DEFERRABLE INITIALLY DEFERRED`.execute(trx);
    for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
  });
  return () =>
    db.transaction().execute(async (trx) => {
      for (const key of keys) await sql`ALTER TABLE ${sql.table(key.table)} ALTER CONSTRAINT ${sql.id(key.name)} NOT DEFERRABLE`.execute(trx);
      for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
    });
}

/** A table of the backup as restore fills it. */
export type Target = BackupHeader['tables'][number] & { jsonColumns: string[] };

export async function insertRows(trx: Db, table: Target, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  // json/jsonb values arrive as their text (backup-dump.ts); everything else PostgreSQL parses from the JSON.
  const values = table.columns.map((column) => (table.jsonColumns.includes(column) ? sql`(r.${sql.id(column)} #>> '{}')::jsonb` : sql`r.${sql.id(column)}`));
  await sql`INSERT INTO ${sql.table(table.name)} (${sql.join(table.columns.map((column) => sql.id(column)))})
    SELECT ${sql.join(values)} FROM json_populate_recordset(NULL::${sql.table(table.name)}, ${`[${lines.join(',')}]`}::json) r`.execute(trx);
}

export async function setSequences(trx: Db, sequences: SequenceState[]): Promise<void> {
  for (const sequence of sequences) {
    const [value, called] = sequence.lastValue === null ? [sequence.startValue, false] : [sequence.lastValue, true];
    await sql`SELECT setval(quote_ident(${sequence.name})::regclass, ${sql.lit(value)}::bigint, ${sql.lit(called)})`.execute(trx);
  }
}
