/**
 * What the service worker precaches for every visitor, and its gzip size (issue 14: at most 300 KB).
 * Run after `npx vite build`:  npx tsx tests/bench/precache-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const PRECACHE_BUDGET_BYTES = 300 * 1024;
const DIST = path.resolve(import.meta.dirname, '../../dist/client');

/** The precache manifest's URLs, read from the built sw.js (`precacheAndRoute([{url:"…",revision:…},…])`). */
export function precacheUrls(dist = DIST): string[] {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((match) => match[1]);
}

/** Each precached file with its gzip size (level 9, as the server's .gz files), largest first. */
export function precacheSizes(dist = DIST): Array<{ url: string; gzipBytes: number }> {
  return precacheUrls(dist)
    .map((url) => ({ url, gzipBytes: gzipSync(fs.readFileSync(path.join(dist, url)), { level: 9 }).byteLength }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = precacheSizes();
  const total = sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  for (const entry of sizes.slice(0, 15)) console.log(`${(entry.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${entry.url}`);
  console.log(`precache: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzip (budget ${PRECACHE_BUDGET_BYTES / 1024} KB)`);
}
