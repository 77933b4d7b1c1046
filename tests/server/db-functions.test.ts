import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { applyFunctions, checksumOf, functionSources } from '../../src/server/db/repeatable';
import { freshDatabase } from '../helpers/test-app';

const FUNCTIONS = path.resolve(__dirname, '../../src/server/db/functions');
/** The body between the dollar quotes: what PostgreSQL keeps of a function as written. */
const bodyOf = (text: string) => text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));

describe('database functions from db/functions/*.sql (issue 54: repeatable migrations)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(() => db?.destroy());

  it('ships every file of db/functions, and each function in the database is the file as written', async () => {
    const sources = functionSources();
    expect(sources.map(([name]) => `${name}.sql`)).toEqual(fs.readdirSync(FUNCTIONS).sort());
    for (const [name, text] of sources) {
      const { rows } = await sql<{ src: string }>`SELECT prosrc AS src FROM pg_proc WHERE proname = ${name}`.execute(db);
      expect(rows.map((row) => row.src.trim())).toEqual([bodyOf(text).trim()]);
    }
    const stored = await sql<{ name: string; checksum: string }>`SELECT name, checksum FROM kysely_migration_functions ORDER BY name`.execute(db);
    expect(stored.rows).toEqual(sources.map(([name, text]) => ({ name, checksum: checksumOf(text) })));
  });

  it('applies a file again only when its checksum changed', async () => {
    expect(await applyFunctions(db)).toEqual([]);
    const changed = functionSources().map(([name, text]): [string, string] =>
      name === 'refuse_hold' ? [name, text.replace('BEGIN RAISE', 'BEGIN\n  -- changed\n  RAISE')] : [name, text],
    );
    expect(await applyFunctions(db, changed)).toEqual(['refuse_hold']);
    const { rows } = await sql<{ src: string }>`SELECT prosrc AS src FROM pg_proc WHERE proname = 'refuse_hold'`.execute(db);
    expect(rows[0].src).toContain('-- changed');
    expect(await applyFunctions(db, changed)).toEqual([]);
    expect(await applyFunctions(db)).toEqual(['refuse_hold']);
  });

  it('two processes starting at once apply a changed file once (one advisory lock)', async () => {
    const changed = functionSources().map(([name, text]): [string, string] => (name === 'refuse_hold' ? [name, `${text}\n`] : [name, text]));
    const both = await Promise.all([applyFunctions(db, changed), applyFunctions(db, changed)]);
    expect(both.flat()).toEqual(['refuse_hold']);
    await applyFunctions(db);
  });
});
