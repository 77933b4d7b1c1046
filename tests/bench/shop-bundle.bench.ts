/**
 * The shop's first load of /event/:id: gzipped JS and CSS, and the Lighthouse mobile performance score.
 * Run after `npx vite build`:  npx tsx tests/bench/shop-bundle.bench.ts   (LH_RUNS=3 by default)
 * Everything runs on this machine: the built app on a free port, Debian's Chromium, no network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, startServer } from '../helpers/e2e';

const DIST = path.resolve(import.meta.dirname, '../../dist/client');
const EVENT_PATH = '/event/musical';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).byteLength;

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']|\bimport\s*["']\.\/([^"']+\.js)["']/g)) {
    found.add(`assets/${match[1] ?? match[2]}`);
  }
  return [...found];
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** JS the event page needs before it can paint: the entry, its static imports, the route chunk and its imports. */
function criticalJs(): { files: string[]; bytes: number } {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const route = fs.readdirSync(path.join(DIST, 'assets')).find((name) => /^EventPage-.*\.js$/.test(name));
  if (!route) throw new Error('EventPage chunk not found in dist/client/assets');
  const files = [...closure([...entries, `assets/${route}`])];
  return { files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
}

/** Every JS and CSS file a first visitor's browser fetches until the network is idle. */
async function networkFirstLoad(url: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
    });
    // The carousel keeps fetching pictures, so the page never goes network-idle: load, then let it settle.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const list = [...files];
    const sum = (ext: string) => list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSize(f), 0);
    return { list, js: sum('.js'), css: sum('.css') };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, runs: number) {
  const results: Array<{ score: number; fcp: number; lcp: number; tbt: number; cls: number }> = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    } finally {
      chrome.kill();
    }
  }
  return results.sort((a, b) => a.score - b.score);
}

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('dist/client fehlt – bitte zuerst `npx vite build` ausführen.');
  process.exit(1);
}

const server = await startServer();
try {
  const url = `${server.url}${EVENT_PATH}`;
  const critical = criticalJs();
  const network = await networkFirstLoad(url);
  console.log(`shop first load of ${EVENT_PATH}`);
  console.log(`  JS before first paint (entry + route, gzip): ${kb(critical.bytes)} KB  [${critical.files.length} files]`);
  console.log(`  JS until network idle (incl. lazy banner/cart badge, gzip): ${kb(network.js)} KB`);
  console.log(`  CSS until network idle (gzip): ${kb(network.css)} KB`);
  const runs = Number(process.env.LH_RUNS ?? 3);
  const scores = await lighthouseScores(url, runs);
  const median = scores[Math.floor(scores.length / 2)];
  console.log(`  Lighthouse mobile performance (median of ${runs}): ${median.score}  [all: ${scores.map((s) => s.score).join(', ')}]`);
  console.log(`    FCP ${Math.round(median.fcp)} ms · LCP ${Math.round(median.lcp)} ms · TBT ${Math.round(median.tbt)} ms · CLS ${median.cls.toFixed(3)}`);
} finally {
  await server.stop();
}
