import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { migrateTo } from '../migrate.js';

/** Where versions up to 2.3 kept their database (PGlite, PostgreSQL in WebAssembly without fsync). */
export const PGLITE_FOLDER = 'pglite';
/** The PGlite folder after its import: kept, never read again. */
export const PGLITE_KEPT_FOLDER = 'pglite-vor-postgresql';
const BATCH_ROWS = 200;

export interface PgliteImport {
  tables: number;
  rows: number;
  keptAt: string;
}

interface PgliteLike {
  query<T>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(query: string): Promise<unknown>;
  close(): Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The target has no shop data yet (a fresh cluster, or an import that failed before its commit). */
async function isEmptyTarget(db: Db): Promise<boolean> {
  const found = await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'users'`.execute(db);
  if (found.rows[0].n === 0) return true;
  const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(db);
  return users.rows[0].n === 0;
}

/**
 * Moves a DATA_DIR written by the PGlite versions into the embedded PostgreSQL, once: the schema is
 * brought to the PGlite database's migration level, then every row of every table is copied in one
 * transaction (as JSON of each row, so every type comes across by its own text form: bytea, timestamps,
 * arrays), the sequences continue where they were, and the old folder is renamed and kept. Later
 * migrations run afterwards as on any start.
 */
export async function importPgliteDataDir(dataDir: string, target: Db, say: (line: string) => void): Promise<PgliteImport | undefined> {
  const source = path.join(dataDir, PGLITE_FOLDER);
  if (!fs.existsSync(path.join(source, 'PG_VERSION'))) return undefined;
  if (!(await isEmptyTarget(target))) {
    throw new Error(
      `In ${dataDir} liegen alte Daten (${PGLITE_FOLDER}/) und schon Daten in PostgreSQL. ` +
        `Bitte prüfen und den Ordner ${PGLITE_FOLDER} umbenennen, wenn seine Daten schon übernommen sind.`,
    );
  }
  say(`Übernehme die Daten aus ${source} (PGlite) nach PostgreSQL …`);
  // PGlite is an optional dependency: only a data folder from before PostgreSQL needs it, once.
  const { PGlite } = await import('@electric-sql/pglite').catch(() => {
    throw new Error(
      `In ${dataDir} liegen alte Daten (${PGLITE_FOLDER}/); sie zu übernehmen braucht das Paket @electric-sql/pglite: bitte „npm install“ mit optionalen Paketen ausführen.`,
    );
  });
  const pglite: PgliteLike = await PGlite.create({ dataDir: source });
  let copied: { tables: number; rows: number };
  try {
    await pglite.exec("set timezone = 'UTC'");
    const applied = await pglite
      .query<{ name: string }>("select name from kysely_migration where exists (select 1 from pg_tables where tablename = 'kysely_migration') order by name")
      .catch(() => ({ rows: [] as { name: string }[] }));
    const level = applied.rows.at(-1)?.name;
    copied = level ? await copyEverything(pglite, target, level) : { tables: 0, rows: 0 };
  } finally {
    await pglite.close();
  }
  let keptAt = path.join(dataDir, PGLITE_KEPT_FOLDER);
  for (let n = 2; fs.existsSync(keptAt); n++) keptAt = path.join(dataDir, `${PGLITE_KEPT_FOLDER}-${n}`);
  fs.renameSync(source, keptAt);
  say(
    `Daten übernommen: ${copied.rows} Zeilen aus ${copied.tables} Tabellen liegen jetzt in PostgreSQL. ` +
      `Der alte Ordner bleibt als ${keptAt} erhalten und kann gelöscht werden, wenn alles stimmt.`,
  );
  return { ...copied, keptAt };
}

async function copyEverything(pglite: PgliteLike, target: Db, level: string): Promise<{ tables: number; rows: number }> {
  await migrateTo(target, level);
  const tables = (
    await pglite.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_migration%' order by tablename",
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await pglite.query<{ name: string; last_value: string | number | null }>(
      "select sequencename as name, last_value from pg_sequences where schemaname = 'public'",
    )
  ).rows;
  let rows = 0;
  await target.transaction().execute(async (trx) => {
    // Rows the migrations wrote (defaults) come again from the source; foreign keys and triggers rest
    // while the tables fill in any order.
    if (tables.length) await sql.raw(`truncate ${tables.map(quoted).join(', ')}`).execute(trx);
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const table of tables) {
      let after = '(0,0)';
      let copiedHere = 0;
      for (;;) {
        const batch = await pglite.query<{ at: string; row: string }>(
          `select ctid::text as at, to_jsonb(t)::text as row from ${quoted(table)} t where ctid > $1::tid order by ctid limit ${BATCH_ROWS}`,
          [after],
        );
        if (batch.rows.length === 0) break;
        const json = `[${batch.rows.map((row) => row.row).join(',')}]`;
        await sql`insert into ${sql.table(table)} select * from jsonb_populate_recordset(null::${sql.table(table)}, ${json}::jsonb)`.execute(trx);
        copiedHere += batch.rows.length;
        after = batch.rows[batch.rows.length - 1].at;
      }
      const counted = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(trx);
      if (counted.rows[0].n !== copiedHere) throw new Error(`Übernahme von ${table} unvollständig (${counted.rows[0].n} von ${copiedHere} Zeilen).`);
      rows += copiedHere;
    }
    for (const sequence of sequences) {
      const value = sequence.last_value === null ? sql`1, false` : sql`${Number(sequence.last_value)}, true`;
      await sql`select setval(${quoted(sequence.name)}, ${value})`.execute(trx);
    }
  });
  return { tables: tables.length, rows };
}
