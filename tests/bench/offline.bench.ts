/**
 * The installed shop: time until the event title shows on a repeat visit (online and offline), the
 * precache size, and Lighthouse's mobile performance score with the service worker in place.
 * Run after `npx vite build`:  npx tsx tests/bench/offline.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CLIENT_DIST } from '../../src/server/http/client-files';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../helpers/e2e';

const EVENT_PATH = '/event/musical';
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function precacheSize() {
  const sw = fs.readFileSync(path.join(CLIENT_DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(CLIENT_DIST, url);
    if (!fs.existsSync(file)) continue;
    const data = fs.readFileSync(file);
    raw += data.byteLength;
    gzip += gzipSync(data).byteLength;
  }
  return { entries: urls.length, raw, gzip };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-offline-'));
let server = await startServer({ DATA_DIR: dataDir }, { keepDataDir: true });
const port = Number(new URL(server.url).port);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-offline-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  viewport: { width: 390, height: 844 },
});
const page = await context.newPage();
const title = page.getByRole('heading', { name: /Zeitsprung/ }).first();

async function timedVisits(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await page.goto(`${server.url}${EVENT_PATH}`);
    await title.waitFor();
    times.push(performance.now() - started);
  }
  return times;
}

try {
  await page.goto(`${server.url}${EVENT_PATH}`);
  await title.waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const online = await timedVisits();
  await context.setOffline(true);
  await server.stop();
  const offline = await timedVisits();
  await context.close();
  server = await startServer({ DATA_DIR: dataDir }, { keepDataDir: true, port });

  const precache = precacheSize();
  console.log('installed shop, repeat visit of /event/musical until the title is visible (median of 5):');
  console.log(`  online:  ${Math.round(median(online))} ms   [${online.map(Math.round).join(', ')}]`);
  console.log(`  offline: ${Math.round(median(offline))} ms   [${offline.map(Math.round).join(', ')}]`);
  console.log(`precache: ${precache.entries} entries, ${(precache.raw / 1024).toFixed(0)} KB (${(precache.gzip / 1024).toFixed(0)} KB gzip)`);

  // Lighthouse keeps storage between its runs here, so the second run meets the installed service worker.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const options = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'], disableStorageReset: true };
    await lighthouse(`${server.url}${EVENT_PATH}`, options);
    const scores: number[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`${server.url}${EVENT_PATH}`, options);
      scores.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
    }
    console.log(`Lighthouse mobile performance with the service worker (median of 3): ${median(scores)}  [${scores.join(', ')}]`);
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
}
