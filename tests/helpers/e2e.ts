import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright-core';
import { TEST_ADMIN_PASSWORD } from './test-config';

export { TEST_ADMIN_PASSWORD };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The shop answers in the browser's language (issue 53): the tests' visitors read German, as the spec's
  // texts are; a test of another language sets its context's locale.
  '--accept-lang=de-DE,de',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Set by the browser tests' global setup: a DATA_DIR the built server has already initialised and seeded. */
export const SEEDED_DATA_DIR_VARIABLE = 'E2E_SEEDED_DATA_DIR';
/** Set by the browser tests' global setup: a database the built server migrated and seeded, to copy per server. */
export const TEMPLATE_DATABASE_VARIABLE = 'E2E_TEMPLATE_DATABASE_URL';
/** Set by the browser tests' global setup: the run's one Chromium, which every file connects to. */
export const BROWSER_ENDPOINT_VARIABLE = 'E2E_BROWSER_WS';
/** Set by CI: the Node binary the browser tests start the server with (Node 24 there; the tests' own by default). */
export const SERVER_NODE_VARIABLE = 'E2E_SERVER_NODE';

/**
 * A first start on an empty folder spends most of its time on PostgreSQL's initdb, the migrations and the
 * demo seed. With the default settings the result is always the same, so an empty folder gets a copy of it.
 */
function copySeededDataDir(env: Record<string, string>, dataDir: string) {
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  const defaultSettings = Object.keys(env).every((name) => name === 'DATA_DIR' || name === 'CLIENT_DIR');
  if (!seeded || !defaultSettings || fs.readdirSync(dataDir).length > 0) return;
  fs.cpSync(seeded, dataDir, { recursive: true });
}

/** Where a DATA_DIR notes the copied database its server uses, so a restart on the same folder finds it again. */
const DATABASE_NOTE = '.e2e-database-url';

/**
 * The database of a server started on `dataDir`: the one it had before, or a new copy of the run's seeded
 * template (CREATE DATABASE … TEMPLATE, a fraction of a second against seconds for a cluster of its own).
 */
async function copiedDatabase(template: string, dataDir: string): Promise<string> {
  const note = path.join(dataDir, DATABASE_NOTE);
  if (fs.existsSync(note)) return fs.readFileSync(note, 'utf8');
  const name = `e2e_${randomUUID().replaceAll('-', '')}`;
  const templateName = new URL(template).pathname.slice(1);
  const admin = new pg.Client({ connectionString: template.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  } finally {
    await admin.end();
  }
  const url = template.replace(/\/[^/]+$/, `/${name}`);
  fs.writeFileSync(note, url);
  return url;
}

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  /** The PostgreSQL the server uses when it is not its own embedded one. */
  databaseUrl?: string;
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  keepDataDir?: boolean;
  port?: number;
  /**
   * 'embedded': the server starts its own embedded PostgreSQL in DATA_DIR, as `npm start` on a fresh machine does
   * (for tests of that engine: its folder, stop signals, restores). Otherwise, under the browser tests' global
   * setup, it gets a copy of the run's seeded database in the run's one cluster.
   */
  engine?: 'embedded';
}

/**
 * The built app started as `npm start` starts it, on a free port with a temp DATA_DIR
 * (the e2e script builds the client first).
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  let databaseUrl = env.DATABASE_URL;
  if (databaseUrl === undefined && template && options.engine !== 'embedded') databaseUrl = await copiedDatabase(template, dataDir);
  else if (databaseUrl === undefined) copySeededDataDir(env, dataDir);
  const root = path.resolve(import.meta.dirname, '../..');
  let output = '';
  const child: ChildProcess = spawn(process.env[SERVER_NODE_VARIABLE] || process.execPath, ['src/server/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SKIP_CLIENT_BUILD: '1',
      NODE_ENV: 'development',
      ...env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    // A shared, busy 2-core machine takes up to a minute to build the server once and start PostgreSQL.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    const check = setInterval(() => {
      if (output.includes('Ticket-Shop läuft auf')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    dataDir,
    databaseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser for one test file: a connection to the run's one Chromium (each file then opens contexts of its
 * own, and closing the connection closes them), or a Chromium of its own where the file needs other flags
 * (a fake camera) or runs outside the browser tests (screenshots, benchmarks).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const shared = process.env[BROWSER_ENDPOINT_VARIABLE];
  const browser =
    shared && extraArgs.length === 0
      ? await chromium.connect(shared)
      : await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
  return withPatientWaits(browser);
}

/**
 * How long a click, a fill or a wait for an element may take before it fails. Playwright's 30 s default is
 * a measure of the machine, not of the app: in a CI run beside other jobs a page that loads in 2 s alone
 * took longer than that. Each test's own timeout (vitest.config.ts) still ends a real hang.
 */
export const ACTION_TIMEOUT_MS = 75_000;

function withPatientWaits(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return page;
  };
  return browser;
}

/**
 * Opens an address and waits until React answers on it. A server-rendered page paints before it hydrates; a
 * click in between reaches no React handler (a button does nothing, a link loads the page anew), and on a
 * loaded machine that gap lasts seconds. React keeps its props on every element it has hydrated; markup it
 * set as HTML (a stored page's text) never gets any and counts once the element holding it has.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    if (!document.querySelector('body > script#router-data')) return true;
    const reactProps = (element: Element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
      return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : undefined;
    };
    const hydrated = (element: Element) => {
      if (reactProps(element)) return true;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const props = reactProps(parent);
        if (props) return 'dangerouslySetInnerHTML' in props;
      }
      return false;
    };
    const controls = [...document.querySelectorAll('#root a, #root button, #root input')];
    return controls.length > 0 && controls.every(hydrated);
  });
}
