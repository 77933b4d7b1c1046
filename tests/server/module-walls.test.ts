import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IReporterOutput } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The walls of issue 54 are dependency-cruiser rules (.dependency-cruiser.cjs, `npm run lint:walls` in CI). These
 * tests run that configuration on the real tree, where it passes and reads every source file, and on a scratch
 * tree of the same shape, where each planted violation fails under the rule that names it.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const SOURCES = 'src/**/*.{ts,tsx,mjs}';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'module-walls-'));
let options: ICruiseOptions;
let babelConfig: object;

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(repo, '.dependency-cruiser.cjs'));
  babelConfig = await extractBabelConfig(path.join(repo, 'scripts/walls/babel-imports-only.cjs'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function check(baseDir: string): Promise<IReporterOutput['output']> {
  const result = await cruise([SOURCES], { ...options, validate: true, baseDir }, { extensions: ['.ts', '.tsx', '.js', '.json'] }, { babelConfig });
  return result.output;
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  fs.writeFileSync(path.join(scratch, file), text);
}

/** The rules broken by the scratch tree, as "rule: from → to". */
async function violations(): Promise<string[]> {
  const output = await check(scratch);
  if (typeof output === 'string') throw new Error('dependency-cruiser returned text, not a result');
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('module walls (dependency-cruiser)', () => {
  it('pass on the real tree, having read every source file of src through babel', async () => {
    const output = await check(repo);
    if (typeof output === 'string') throw new Error('dependency-cruiser returned text, not a result');
    const sources = fs.readdirSync(path.join(repo, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx|mjs)$/.test(file)).length;
    expect(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
    // A dependency-cruiser that cannot read TypeScript sees the files but no imports (TypeScript 7 has no JS API).
    expect(output.modules.filter((m) => m.source.startsWith('src/')).length).toBeGreaterThanOrEqual(sources);
    expect(output.summary.totalDependenciesCruised).toBeGreaterThan(3 * sources);
  }, 60_000);

  it('refuse imports into another module, type-only ones included, and a module importing its own index', async () => {
    write('src/server/modules/beta/index.ts', "export { beta } from './beta.service.js';\n");
    write('src/server/modules/beta/beta.service.ts', 'export const beta = 1;\n');
    write('src/server/modules/beta/beta.table.ts', 'export interface BetaTable { id: number }\n');
    write('src/server/modules/alpha/index.ts', "export { alpha } from './alpha.service.js';\n");
    write(
      'src/server/modules/alpha/alpha.service.ts',
      "import { beta } from '../beta/index.js';\nimport type { BetaTable } from '../beta/beta.table.js';\nexport const alpha = (row: BetaTable) => beta + row.id;\n",
    );
    write('src/server/modules/alpha/alpha.repository.ts', "import { beta } from '../beta/beta.service.js';\nexport const own = beta;\n");
    write('src/server/modules/alpha/alpha.routes.ts', "import { alpha } from './index.js';\nexport const routes = alpha;\n");
    write('src/server/http/guard.ts', "import { alpha } from '../modules/alpha/alpha.service.js';\nexport const guard = alpha;\n");
    expect(await violations()).toEqual([
      'own-index: src/server/modules/alpha/alpha.routes.ts → src/server/modules/alpha/index.ts',
      'server-module-internals: src/server/http/guard.ts → src/server/modules/alpha/alpha.service.ts',
      'server-module-internals: src/server/modules/alpha/alpha.repository.ts → src/server/modules/beta/beta.service.ts',
      'server-module-internals: src/server/modules/alpha/alpha.service.ts → src/server/modules/beta/beta.table.ts',
    ]);
    fs.rmSync(path.join(scratch, 'src'), { recursive: true });
  }, 60_000);

  it('refuse a feature importing a feature off the allowed list, or an allowed one past its index', async () => {
    write('src/client/features/rooms/index.ts', "export { RoomList } from './RoomList';\n");
    write('src/client/features/rooms/RoomList.tsx', 'export const RoomList = () => <p>Räume</p>;\n');
    write('src/client/features/coupons/Coupons.tsx', "import { RoomList } from '../rooms/index';\nexport const Coupons = () => <RoomList />;\n");
    write('src/client/features/cart/index.ts', "export { useCart } from './use-cart';\n");
    write('src/client/features/cart/use-cart.ts', 'export const useCart = () => 1;\n');
    write('src/client/features/cart/cart-store.ts', 'export const store = 1;\n');
    write(
      'src/client/features/tickets/TicketFlow.tsx',
      "import { useCart } from '../cart/index';\nimport { store } from '../cart/cart-store';\nexport const n = useCart() + store;\n",
    );
    expect(await violations()).toEqual([
      'feature-imports-feature: src/client/features/coupons/Coupons.tsx → src/client/features/rooms/index.ts',
      'feature-internals: src/client/features/tickets/TicketFlow.tsx → src/client/features/cart/cart-store.ts',
    ]);
    fs.rmSync(path.join(scratch, 'src'), { recursive: true });
  }, 60_000);

  it('refuse upward arrows between the floors', async () => {
    write('src/client/features/cart/index.ts', "export { cart } from './cart-store';\n");
    write('src/client/features/cart/cart-store.ts', "import { page } from '../../app/shop/CartPage';\nexport const cart = page;\n");
    write('src/client/app/shop/CartPage.tsx', "import { cart } from '../../features/cart/index';\nexport const page = 1;\nexport const c = cart;\n");
    write('src/client/lib/upward.ts', "import { cart } from '../features/cart/index';\nexport const n = cart;\n");
    write('src/shared/domain/upward.ts', "import { config } from '../../server/config.js';\nexport const c = config;\n");
    write('src/server/config.ts', "import { n } from '../client/lib/upward';\nexport const config = n;\n");
    expect(await violations()).toEqual([
      'client-server-apart: src/server/config.ts → src/client/lib/upward.ts',
      'feature-imports-app: src/client/features/cart/cart-store.ts → src/client/app/shop/CartPage.tsx',
      'lib-components-import-up: src/client/lib/upward.ts → src/client/features/cart/index.ts',
      'shared-imports-up: src/shared/domain/upward.ts → src/server/config.ts',
    ]);
  }, 60_000);
});
