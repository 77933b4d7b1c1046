import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(__dirname, '../../src/server/modules');

/**
 * What builds or sends SQL: Kysely's query builder entry points, the `sql` tag and its helpers, the schema
 * builder and raw query execution. Opening a transaction (`db.transaction().execute(...)`) is not SQL of its
 * own: services open them (style.md habit 6) and hand the transaction to repository functions.
 */
const SQL_CALLS: [string, RegExp][] = [
  ['selectFrom', /\.selectFrom\(/g],
  ['insertInto', /\.insertInto\(/g],
  ['updateTable', /\.updateTable\(/g],
  ['deleteFrom', /\.deleteFrom\(/g],
  ['mergeInto', /\.mergeInto\(/g],
  ['selectNoFrom', /\.selectNoFrom\(/g],
  ['sql``', /\bsql(<[^>]*>)?`/g],
  ['sql.helper', /\bsql\.(raw|join|ref|lit|id|table|val)\(/g],
  ['schema', /\.schema\.(create|alter|drop)/g],
  ['executeQuery', /\.executeQuery\(/g],
];

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every SQL call in a module file that is neither a repository nor a test, as `file:line call`. */
function sqlOutsideRepositories(): string[] {
  const found: string[] = [];
  for (const file of moduleFiles(MODULES)) {
    if (file.endsWith('.repository.ts') || file.endsWith('.test.ts')) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const [name, pattern] of SQL_CALLS) {
        if (line.match(pattern)) found.push(`${path.relative(MODULES, file)}:${index + 1} ${name}`);
      }
    });
  }
  return found;
}

describe('SQL lives in repositories (issue 40, style.md habit 6)', () => {
  // No allow-list: db/migrations and db/seed are not modules and are not scanned; every module file that talks
  // to the database does it through a *.repository.ts beside it.
  it('no module file outside *.repository.ts builds or sends SQL', () => {
    expect(sqlOutsideRepositories()).toEqual([]);
  });

  it('the scan sees SQL where there is some (it would notice a new offender)', () => {
    const repositories = moduleFiles(MODULES).filter((file) => file.endsWith('.repository.ts'));
    const calls = repositories.flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return SQL_CALLS.filter(([, pattern]) => source.match(pattern)).map(([name]) => name);
    });
    expect(new Set(calls)).toEqual(new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'sql``', 'sql.helper']));
  });
});
