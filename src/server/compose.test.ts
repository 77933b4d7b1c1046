import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = __dirname;

/** Every .ts source under src/server, tests and migrations left out. */
const sources = (fs.readdirSync(SERVER, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(`db${path.sep}migrations`),
);

describe('explicit wiring (issue 54)', () => {
  it('keeps no per-app state in WeakMaps keyed by the app context: compose.ts builds it as fields', () => {
    const keyedByApp = sources.filter((file) => /new WeakMap<(AppContext|object),/.test(fs.readFileSync(path.join(SERVER, file), 'utf8')));
    // db/database.ts keys its pools by the dialect adapter (typed object); alerts/disk-watch.ts belongs to another change.
    expect(keyedByApp.sort()).toEqual([path.join('db', 'database.ts'), path.join('modules', 'alerts', 'disk-watch.ts')]);
  });

  it('app.ts builds no service itself: the context comes from the composition root', () => {
    const app = fs.readFileSync(path.join(SERVER, 'app.ts'), 'utf8');
    expect(app).toContain('await composeContext(app, {');
    expect(app).not.toMatch(/ctx\.\w+ = /);
  });
});
