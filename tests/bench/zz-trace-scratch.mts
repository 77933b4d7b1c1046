// Scratch (not committed): one Lighthouse run, main-thread tasks of the observed trace.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../helpers/e2e';
import { uploadPoster } from '../helpers/poster';
const server = await startServer({});
await uploadPoster(server.url);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const url = `${server.url}${process.argv[2] ?? '/event/musical'}`;
for (let i = 0; i < 2; i++) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  console.log('score', lhr.categories.performance.score, 'FCP', lhr.audits['first-contentful-paint'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue, 'TBT', lhr.audits['total-blocking-time'].numericValue);
  const trace = (result!.artifacts as any).Trace ?? (result!.artifacts as any).traces?.defaultPass;
  fs.writeFileSync(`/tmp/lh-trace-${i}.json`, JSON.stringify(trace));
}
chrome.kill();
await server.stop();
