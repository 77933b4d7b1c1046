import fs from 'node:fs';
import { startServer } from '../helpers/e2e';

/** Start-up time on an empty and on an existing data folder, and resident memory after start. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function timedStart(dataDir?: string) {
  const started = performance.now();
  const server = await startServer(dataDir ? { DATA_DIR: dataDir } : {}, { keepDataDir: true });
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = residentMb(server.pid);
  await server.stop();
  return { ms, rss, dataDir: server.dataDir };
}

const empty = await timedStart();
const existing = await timedStart(empty.dataDir);
fs.rmSync(empty.dataDir, { recursive: true, force: true });
console.log(`start-up, empty data folder:    ${empty.ms} ms (migrate + seed), RSS ${empty.rss} MB`);
console.log(`start-up, existing data folder: ${existing.ms} ms, RSS ${existing.rss} MB`);
console.log('(measured from process spawn to listening, through tsx as `npm start` runs it)');
