/**
 * Issue 14, measured the way the issue states its goals:
 * - Lighthouse mobile on /events and /event/musical (German, and Arabic for issue 53) with a 1.5–2 MB phone photo as the poster, beside a bare
 *   Vite + React + react-router page built and served in the same run (three rounds, medians);
 * - repeat visit of /event/musical, in the page from navigation start to the painted title, online and
 *   offline (service worker in control, server stopped), median of 5;
 * - precache: gzip size of the entries in the built sw.js.
 * Run after `npx vite build`:  npx tsx tests/bench/lighthouse.bench.ts
 * With LIGHTHOUSE_REPORTS=<dir> each run's Lighthouse JSON is kept there for the diagnostics (bootup-time, lcp…).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CLIENT_DIST } from '../../src/server/http/client-files';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, startServer } from '../helpers/e2e';
import { uploadPoster } from '../helpers/poster';

const LIGHTHOUSE_ROUNDS = 3;
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;
const VISITS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const check = (ok: boolean) => (ok ? '✓' : '✗');

/** The bare page: built with Vite's API into a temp dir and served statically (gzip, history fallback). */
async function serveBarePage(): Promise<{ url: string; close: () => void; outDir: string }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  await build({
    configFile: false,
    root: path.join(import.meta.dirname, 'bare'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(outDir, path.normalize(pathname));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(outDir, 'index.html');
    const body = fs.readFileSync(file);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(body) : body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/event/musical`, close: () => server.close(), outDir };
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  si: number;
  /** Uploaded pictures the page fetched, as 'address (KB)'. */
  pictures: string[];
}

type NetworkItem = { url: string; transferSize?: number };
const picturesFetched = (items: NetworkItem[]) =>
  items
    .filter((item) => /\/api\/files\/(download|image)\.php/.test(item.url))
    .map((item) => `${new URL(item.url).search} (${((item.transferSize ?? 0) / 1024).toFixed(0)} KB)`);

/**
 * One Lighthouse run; a run whose own trace recording failed (NO_NAVSTART and the like: every metric
 * missing, score 0) says nothing about the page and is repeated, at most twice.
 */
async function lighthouseRun(url: string, options: Parameters<typeof lighthouse>[1]) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, options))?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`  (Lighthouse failed to record ${url}: ${lhr.runtimeError.code}; measured again)`);
  }
}

async function lighthouseRounds(pages: Record<string, string>): Promise<Record<string, Figures[]>> {
  const runs: Record<string, Figures[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const options = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    // Interleaved, so a busy moment of the shared machine hits every page alike.
    for (let round = 0; round < LIGHTHOUSE_ROUNDS; round++) {
      for (const [name, url] of Object.entries(pages)) {
        const lhr = await lighthouseRun(url, options);
        if (REPORT_DIR) {
          fs.mkdirSync(REPORT_DIR, { recursive: true });
          fs.writeFileSync(path.join(REPORT_DIR, `${name.replace(/\W+/g, '_')}-${round + 1}.json`), JSON.stringify(lhr));
        }
        runs[name].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
          si: lhr.audits['speed-index'].numericValue ?? Number.NaN,
          pictures: picturesFetched((lhr.audits['network-requests'].details as { items?: NetworkItem[] } | undefined)?.items ?? []),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

const medianFigures = (runs: Figures[]): Figures => ({
  score: median(runs.map((run) => run.score)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  si: median(runs.map((run) => run.si)),
  pictures: runs[0].pictures,
});

/**
 * In the page: navigation start (performance.now() = 0) to the frame after the title appeared. A string,
 * so the bundler's helpers never end up in the serialized function.
 */
const watchTitle = (title: string) => `(() => {
  const title = ${JSON.stringify(title)};
  const found = () => [...document.querySelectorAll('h1')].some((h1) => (h1.textContent || '').includes(title));
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__titlePainted = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function repeatVisits(base: string, title: string, stopServer: () => Promise<void>) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-repeat-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript({ content: watchTitle(title) });
  const page = await context.newPage();
  const url = `${base}/event/musical`;
  const visits = async () => {
    const times: number[] = [];
    for (let i = 0; i < VISITS; i++) {
      await page.goto(url);
      const handle = await page.waitForFunction(() => (window as unknown as { __titlePainted?: number }).__titlePainted, null, { timeout: 30_000 });
      times.push(Number(await handle.jsonValue()));
    }
    return times;
  };
  try {
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const online = await visits();
    await context.setOffline(true);
    await stopServer();
    const offline = await visits();
    return { online, offline };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

function precacheSize() {
  const sw = fs.readFileSync(path.join(CLIENT_DIST, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((match) => match[1]))];
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(CLIENT_DIST, url);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) gzip += gzipSync(fs.readFileSync(file)).byteLength;
  }
  return { entries: urls.length, gzip };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const server = await startServer({ DATA_DIR: dataDir });
const bare = await serveBarePage();
try {
  const poster = await uploadPoster(server.url);
  console.log(`poster: a ${(poster.bytes / 1024 / 1024).toFixed(1)} MB JPEG (3000×2000) uploaded for /event/musical`);

  // Arabic (issue 53): the same page right to left, with its own catalog chunk, against the same bare page.
  const runs = await lighthouseRounds({
    bare: bare.url,
    '/events': `${server.url}/events`,
    '/event/musical': `${server.url}/event/musical`,
    '/event/musical ar': `${server.url}/event/musical?lang=ar`,
  });
  const base = medianFigures(runs.bare);
  console.log(`\nLighthouse mobile, median of ${LIGHTHOUSE_ROUNDS} (interleaved in one run):`);
  console.log('  page             score   LCP ms   TBT ms    SI ms   score vs bare   LCP / bare');
  const goals: string[] = [];
  for (const [name, pageRuns] of Object.entries(runs)) {
    const m = medianFigures(pageRuns);
    const diff = m.score - base.score;
    console.log(
      `  ${name.padEnd(15)} ${String(m.score).padStart(5)} ${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(8)} ${m.si.toFixed(0).padStart(8)}   ${name === 'bare' ? '' : `${diff >= 0 ? '+' : ''}${diff}`.padStart(13)}   ${name === 'bare' ? '' : `${(m.lcp / base.lcp).toFixed(2)}×`.padStart(10)}   [${pageRuns.map((run) => run.score).join(', ')}]`,
    );
    if (m.pictures.length) console.log(`${''.padEnd(19)}pictures: ${m.pictures.join(', ')}`);
    if (name !== 'bare') {
      goals.push(`${check(diff >= -3)} Lighthouse ${name} within 3 points of the bare page: ${m.score} vs ${base.score} (${diff >= 0 ? '+' : ''}${diff})`);
      goals.push(`${check(m.lcp <= 1500)} LCP ${name} ≤ 1.5 s: ${(m.lcp / 1000).toFixed(2)} s`);
    }
  }

  const visits = await repeatVisits(server.url, poster.title, () => server.stop());
  console.log(`\nrepeat visit of /event/musical, navigation start to the painted title (median of ${VISITS}):`);
  for (const [mode, times] of Object.entries(visits)) {
    console.log(`  ${mode.padEnd(8)} ${Math.round(median(times))} ms   [${times.map(Math.round).join(', ')}]`);
    goals.push(`${check(median(times) <= 250)} repeat visit ${mode} ≤ 250 ms: ${Math.round(median(times))} ms`);
  }

  const precache = precacheSize();
  console.log(`\nprecache: ${precache.entries} entries, ${(precache.gzip / 1024).toFixed(0)} KB gzip`);
  goals.push(`${check(precache.gzip <= 300 * 1024)} precache ≤ 300 KB gzip: ${(precache.gzip / 1024).toFixed(0)} KB`);

  console.log('\nGoals (issues 14 and 53):');
  for (const goal of goals) console.log(`  ${goal}`);
} finally {
  bare.close();
  await server.stop();
  fs.rmSync(bare.outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
