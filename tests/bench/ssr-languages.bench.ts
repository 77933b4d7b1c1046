/**
 * The server-rendered event page in five languages against the page before them (issue 53): "SSR p99 of the
 * event page within 10 % of today's". `npx tsx tests/bench/ssr-languages.bench.ts` (after `npm run build`).
 * The shop as it stood before issue 53 (SSR_BASE, by default the commit before its first) is checked out into
 * a temporary worktree and built there; both servers run as production runs them (NODE_ENV=production, the
 * embedded PostgreSQL with its demo data), one at a time, and a reader in its own process reads
 * /event/musical on 10 connections, asking for a compressed page as a phone's browser does. Rounds alternate between the two, so the machine's noise falls on both;
 * the figures are medians over the rounds, and the ratio is this tree's p99 to the earlier one's.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '../../src/shared/i18n/languages';
import { freePort } from '../helpers/e2e';
import { runInOwnProcess } from './orders/child';
import { goal, ms, otherAnswers, perSecond, summarize } from './orders/figures';
import type { PoolResult } from './orders/pool';
import type { ReadPlan } from './orders/reads';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = process.env.SSR_BASE ?? '984a8e6^';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The earlier shop in a worktree of its own, built with this tree's node_modules (a superset of its dependencies). */
function buildBase(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, BASE], { cwd: root, stdio: 'ignore' });
  const remove = () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
  try {
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

interface Server {
  url: string;
  stop: () => Promise<void>;
}

async function serve(codeDir: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-data-'));
  const child: ChildProcess = spawn(process.execPath, ['src/server/start.mjs'], {
    cwd: codeDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      ADMIN_PASSWORD: 'bench-admin-passwort',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (!output.includes('Ticket-Shop läuft auf')) return;
      clearInterval(timer);
      resolve();
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** As a phone's browser asks: compressed (the server keeps each page's compressed copies beside it). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const read = (url: string, page: Address) =>
  runInOwnProcess<PoolResult>('reads.ts', {
    url,
    path: page.path,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 2,
    headers: { ...BROWSER_HEADERS, ...(page.cookie ? { cookie: page.cookie } : {}) },
  } satisfies ReadPlan);

/** An address as a visitor asks for it: the path, and the cookie that carries the device's language choice. */
interface Address {
  path: string;
  cookie?: string;
}
const describeAddress = (page: Address) => (page.cookie ? `${page.path} (${page.cookie})` : page.path);

async function main() {
  const base = buildBase();
  // `plain`: the same address as before, German by negotiation. A returning visitor's language comes with the
  // cookie the language switch sets (the shop's own links carry no ?lang); `tr?lang` is the hreflang address.
  const pages: Record<string, Address> = {
    before: { path: '/event/musical' },
    plain: { path: '/event/musical' },
    de: { path: '/event/musical', cookie: `${LANGUAGE_COOKIE}=de` },
    tr: { path: '/event/musical', cookie: `${LANGUAGE_COOKIE}=tr` },
    ar: { path: '/event/musical', cookie: `${LANGUAGE_COOKIE}=ar` },
    'tr?lang': { path: '/event/musical?lang=tr' },
  };
  const p99s: Record<string, number[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  const rates: Record<string, number[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['before', 'now'] as const) {
        const server = await serve(side === 'before' ? base.dir : root);
        try {
          const mine = Object.entries(pages).filter(([name]) => (side === 'before') === (name === 'before'));
          // Each round starts at another address: a server that has run longer meets no address always last.
          const turn = round % mine.length;
          for (const [name, page] of [...mine.slice(turn), ...mine.slice(0, turn)]) {
            const summary = summarize(await read(server.url, page));
            p99s[name].push(summary.p99);
            rates[name].push(summary.rate);
            console.log(
              `round ${round + 1}, ${name.padEnd(7)} ${describeAddress(page)}: p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)} (${perSecond(summary.rate)})${otherAnswers(summary)}`,
            );
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    base.remove();
  }
  const before = median(p99s.before);
  console.log(`\nthe event page before issue 53 (${BASE}): p99 ${ms(before)}, ${perSecond(median(rates.before))} (medians of ${ROUNDS} rounds)`);
  for (const name of ['plain', 'de', 'tr', 'ar', 'tr?lang']) {
    const p99 = median(p99s[name]);
    const where = name === 'plain' ? 'at the same address' : name.endsWith('?lang') ? `at ${pages[name].path}` : `in ${name} (by its cookie)`;
    console.log(
      `    now ${where}: p99 ${ms(p99)}, ${perSecond(median(rates[name]))} → p99 ${(p99 / before).toFixed(2)}× before, rate ${(median(rates[name]) / median(rates.before)).toFixed(2)}×   ${goal(p99 <= 1.1 * before, 'SSR p99 within 10 % of before')}`,
    );
  }
  console.log(
    `(load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')})`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
