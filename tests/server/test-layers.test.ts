import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_DEPENDENT, EXTERNAL_POSTGRES_ONLY } from '../helpers/server-projects';

const root = path.resolve(import.meta.dirname, '../..');

describe('the test layers (issue 50)', () => {
  it('names in ENGINE_DEPENDENT only server test files that exist, each with its reason', () => {
    const missing = Object.keys(ENGINE_DEPENDENT).filter((name) => !fs.existsSync(path.join(root, 'tests/server', `${name}.test.ts`)));
    expect(missing).toEqual([]);
    expect(Object.entries(ENGINE_DEPENDENT).filter(([, reason]) => reason.trim().length < 10)).toEqual([]);
  });

  it('runs the files left out of npm test (several processes on one external PostgreSQL) in test:pg', () => {
    expect(EXTERNAL_POSTGRES_ONLY.filter((name) => !(name in ENGINE_DEPENDENT))).toEqual([]);
  });

  it('keeps the browser out of npm test: no file of its projects drives Chromium', () => {
    const files = ['src', 'tests/server'].flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    const withBrowser = files.filter((file) => /playwright-core|launchBrowser|chromium/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(withBrowser.filter((file) => !file.endsWith('test-layers.test.ts'))).toEqual([]);
  });
});
