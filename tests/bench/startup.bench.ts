import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../helpers/e2e';

/**
 * Start-up as `npm start` does it (the built server on plain node, the embedded PostgreSQL), on an empty and
 * on an existing data folder: time from spawn to the first answer of /api/health.php, and memory after start.
 * Memory: the server's RSS, and the embedded PostgreSQL's processes as PSS (their shared buffers counted once).
 */
function kb(file: string, field: string): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function postgresPssMb(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const total = [postmaster, ...children].reduce((sum, pid) => sum + kb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);
  return Math.round(total / 1024);
}

async function timedStart(dataDir?: string) {
  const started = performance.now();
  const server = await startServer(dataDir ? { DATA_DIR: dataDir } : {}, { keepDataDir: true });
  while (!(await fetch(`${server.url}/api/health.php`).catch(() => undefined))?.ok) await new Promise((resolve) => setTimeout(resolve, 10));
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = Math.round(kb(`/proc/${server.pid}/status`, 'VmRSS') / 1024);
  const postgres = postgresPssMb(server.dataDir);
  await server.stop();
  return { ms, rss, postgres, dataDir: server.dataDir };
}

const empty = await timedStart();
const existing = [await timedStart(empty.dataDir), await timedStart(empty.dataDir), await timedStart(empty.dataDir)];
fs.rmSync(empty.dataDir, { recursive: true, force: true });
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
console.log(
  `start-up, empty data folder:    ${empty.ms} ms to the first answer (initdb, migrate, seed), server RSS ${empty.rss} MB, PostgreSQL PSS ${empty.postgres} MB`,
);
for (const run of existing)
  console.log(`start-up, existing data folder: ${run.ms} ms to the first answer, server RSS ${run.rss} MB, PostgreSQL PSS ${run.postgres} MB`);
console.log(`(the built server on plain node, as \`npm start\` runs it; load average ${load})`);
