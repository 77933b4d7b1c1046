// Scratch (not committed): CPU profile of a first visit, 4x CPU throttle, bottom-up by function and by URL.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from '../helpers/e2e';
import { uploadPoster } from '../helpers/poster';
const server = await startServer({});
await uploadPoster(server.url);
process.on('exit', () => { if (/Error|error/.test(server.output())) console.log('SERVER OUTPUT TAIL', server.output().slice(-3000)); });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (let round = 0; round < 2; round++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${process.argv[2] ?? '/event/musical'}`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
  const byFn = new Map<string, number>(); const byUrl = new Map<string, number>();
  for (const [id, ms] of self) {
    const f = nodes.get(id).callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + ms);
    const u = f.url.split('/').pop() || f.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + ms);
  }
  // inclusive time per function name (top-down-ish): sum of samples under nodes with that function
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  for (const [id, ms] of self) {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = nodes.get(cur).callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}`;
      if (seen.has(key)) continue; seen.add(key); incl.set(key, (incl.get(key) ?? 0) + ms);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n');
  console.log(`--- round ${round}\nBY URL\n${top(byUrl, 12)}\nSELF\n${top(byFn, 25)}\nINCLUSIVE\n${top(incl, 45)}`);
  await context.close();
}
await browser.close();
await server.stop();
