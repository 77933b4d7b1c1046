import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of style.md are biome rules (biome.json: noRestrictedImports per folder, noImportCycles).
 * These tests run the project's own biome configuration on scratch files in a temporary copy of the tree's
 * shape, so they show each rule failing on a deliberate violation without touching the repository.
 */
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const biome = path.join(repo, 'node_modules/.bin/biome');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
fs.copyFileSync(path.join(repo, 'biome.json'), path.join(scratch, 'biome.json'));

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  fs.writeFileSync(path.join(scratch, file), text);
}

/** Lints the given scratch files and returns biome's diagnostics as text ('' when it passes). */
async function lint(...files: string[]): Promise<string> {
  try {
    await run(biome, ['lint', '--max-diagnostics=50', ...files], { cwd: scratch });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}\n${stderr}`;
  }
}

describe('import boundaries', () => {
  it('refuses an upward import from client/lib into a feature', async () => {
    write('src/client/features/cart/cart-store.ts', 'export const cart = 1;\n');
    write('src/client/lib/upward.ts', "import { cart } from '../features/cart/cart-store';\nexport const n = cart;\n");
    const out = await lint('src/client/lib/upward.ts');
    expect(out).toContain('noRestrictedImports');
    expect(out).toContain('lib and components sit below features and app');
  });

  it('refuses a feature importing a route page, and client code importing the server', async () => {
    write('src/client/app/shop/EventPage.tsx', 'export const page = 1;\n');
    write('src/server/config.ts', 'export const config = 1;\n');
    write('src/client/features/cart/uses-page.ts', "import { page } from '../../app/shop/EventPage';\nexport const p = page;\n");
    write('src/client/app/uses-server.ts', "import { config } from '../../server/config';\nexport const c = config;\n");
    expect(await lint('src/client/features/cart/uses-page.ts')).toContain('Features never import route pages');
    expect(await lint('src/client/app/uses-server.ts')).toContain('only through the API contract');
  });

  it('keeps shared free of client, server and node:* imports', async () => {
    write('src/shared/domain/uses-node.ts', "import fs from 'node:fs';\nexport const f = fs;\n");
    write('src/shared/domain/uses-server.ts', "import { config } from '../../server/config';\nexport const c = config;\n");
    expect(await lint('src/shared/domain/uses-node.ts')).toContain('shared runs in browser, server and tests alike');
    expect(await lint('src/shared/domain/uses-server.ts')).toContain('shared runs in browser, server and tests alike');
  });

  it('refuses an import cycle between server modules', async () => {
    write('src/server/modules/alpha/alpha.service.ts', "import { beta } from '../beta/beta.service.js';\nexport const alpha = () => beta;\n");
    write('src/server/modules/beta/beta.service.ts', "import { alpha } from '../alpha/alpha.service.js';\nexport const beta = () => alpha;\n");
    const out = await lint('src/server/modules/alpha', 'src/server/modules/beta');
    expect(out).toContain('noImportCycles');
  });

  it('keeps payments, tickets and mail from reaching back into orders', async () => {
    write('src/server/modules/orders/orders.repository.ts', 'export const order = 1;\n');
    write('src/server/modules/tickets/uses-orders.ts', "import { order } from '../orders/orders.repository.js';\nexport const o = order;\n");
    expect(await lint('src/server/modules/tickets/uses-orders.ts')).toContain('orders owns the purchase');
  });

  it('passes downward imports', async () => {
    write('src/client/lib/api.ts', 'export const api = 1;\n');
    write('src/client/features/cart/uses-lib.ts', "import { api } from '../../lib/api';\nexport const a = api;\n");
    expect(await lint('src/client/features/cart/uses-lib.ts', 'src/client/lib/api.ts')).toBe('');
  });
});
