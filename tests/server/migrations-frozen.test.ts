import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DB = path.resolve(__dirname, '../../src/server/db');
const MIGRATIONS = path.join(DB, 'migrations');

/**
 * Two numbers went to two migrations each before this test existed. Their names are stored in every installed
 * database (kysely_migration), so renaming them would make an upgrade see two unknown migrations and two
 * missing ones; they stay as shipped, and no other number may be used twice.
 */
const HISTORICAL_DUPLICATES = new Set(['030', '034']);

/**
 * A helper every migration may call: it builds rows from the arguments it is given, holds no SQL text of any
 * migration, and its own comment freezes it (shipped migrations call it, so it must never change).
 */
const SHARED_HELPERS = new Set(['permission-keys.js']);

const number = (file: string) => file.slice(0, 3);
const migrationFiles = () => fs.readdirSync(MIGRATIONS).filter((file) => /^\d{3}-.*\.ts$/.test(file) && !file.endsWith('.test.ts'));
const relativeImports = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)].map(([, target]) => target);

/** The migration list as written in migrate.ts: the names, in the order they appear. */
function listedNames(): string[] {
  const source = fs.readFileSync(path.join(DB, 'migrate.ts'), 'utf8');
  const list = source.slice(source.indexOf('const migrations: Record<string, Migration> = {'), source.indexOf('};'));
  return [...list.matchAll(/^\s+'(\d{3}-[\w-]+)':/gm)].map(([, name]) => name);
}

describe('frozen migrations (issue 40)', () => {
  it('a migration imports only its own files (same number) and the frozen helpers, never another migration', () => {
    const crossing: string[] = [];
    for (const file of migrationFiles()) {
      for (const target of relativeImports(path.join(MIGRATIONS, file))) {
        const name = path.basename(target);
        const own = target.startsWith('./') && !target.slice(2).includes('/') && number(name) === number(file);
        if (!own && !SHARED_HELPERS.has(name)) crossing.push(`${file} → ${target}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it('the seed owns its texts: nothing under db/seed imports a migration', () => {
    const seedDir = path.join(DB, 'seed');
    const crossing = fs
      .readdirSync(seedDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        relativeImports(path.join(seedDir, file))
          .filter((target) => target.includes('migrations/'))
          .map((target) => `${file} → ${target}`),
      );
    expect(crossing).toEqual([]);
  });

  it('lists every migration file once, in the order the names sort (the order they run)', () => {
    const names = listedNames();
    const files = migrationFiles()
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => /^\d{3}-[\w-]+$/.test(name) && fs.readFileSync(path.join(MIGRATIONS, `${name}.ts`), 'utf8').includes('export async function up('));
    expect(names).toEqual([...names].sort());
    expect([...names].sort()).toEqual([...files].sort());
  });

  it('uses no migration number twice, but for the two that shipped that way', () => {
    const seen = new Map<string, string[]>();
    for (const name of listedNames()) seen.set(number(name), [...(seen.get(number(name)) ?? []), name]);
    const twice = [...seen].filter(([num, names]) => names.length > 1 && !HISTORICAL_DUPLICATES.has(num));
    expect(twice).toEqual([]);
    for (const num of HISTORICAL_DUPLICATES) expect(seen.get(num)).toHaveLength(2);
  });
});
