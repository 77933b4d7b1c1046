import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Kysely's own bookkeeping: a backup names the applied migrations instead, and restore runs them. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

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
