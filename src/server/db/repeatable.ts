import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The database functions' current definitions, one `.sql` file each under db/functions (issue 54): the
 * sale rule is read in place_hold.sql, not in the fifth copy inside a frozen migration. They are applied like
 * Flyway's repeatable migrations: after the versioned migrations, every file whose checksum differs from the
 * one stored in `kysely_migration_functions` runs again (each file is a `CREATE OR REPLACE`). The versioned
 * migrations that first created them stay untouched, as history.
 *
 * A Vite build (the server bundle, vitest) inlines the files; the server run by tsx (dev, restore) reads them
 * beside this file.
 */
const inlined: Record<string, string> | undefined = import.meta.env
  ? import.meta.glob('./functions/*.sql', { query: '?raw', import: 'default', eager: true })
  : undefined;

/** File name (without `.sql`) → text, in name order (the order they are applied in). */
export function functionSources(): [string, string][] {
  const files = inlined
    ? Object.entries(inlined).map(([file, text]) => [file.replace(/^.*\//, ''), text] as const)
    : fs
        .readdirSync(new URL('./functions/', import.meta.url))
        .map((file) => [file, fs.readFileSync(new URL(`./functions/${file}`, import.meta.url), 'utf8')] as const);
  return files
    .filter(([file]) => file.endsWith('.sql'))
    .map(([file, text]): [string, string] => [file.replace(/\.sql$/, ''), text])
    .sort(([a], [b]) => a.localeCompare(b));
}

export const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies the files that changed since they were last applied, in one transaction: several processes
 * starting at once wait on one advisory lock, and the second finds nothing left to do.
 * Answers the names it applied.
 */
export async function applyFunctions(db: Db, sources = functionSources()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(hashtext('kysely_migration_functions'))`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS kysely_migration_functions (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
    const stored = await sql<{ name: string; checksum: string }>`SELECT name, checksum FROM kysely_migration_functions`.execute(trx);
    const known = new Map(stored.rows.map((row) => [row.name, row.checksum]));
    const applied: string[] = [];
    for (const [name, text] of sources) {
      const checksum = checksumOf(text);
      if (known.get(name) === checksum) continue;
      await sql.raw(text).execute(trx);
      await sql`INSERT INTO kysely_migration_functions (name, checksum) VALUES (${name}, ${checksum})
        ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`.execute(trx);
      applied.push(name);
    }
    return applied;
  });
}
