/**
 * The database's own single-hold transaction, measured by PostgreSQL's pgbench (issue 55): one guarded
 * UPDATE of the quota row and one INSERT, one commit each, the way every hold committed before holds were
 * batched. It is the ceiling one commit per hold meets on this machine, so the shop's holds per second are
 * printed as a multiple of it. Prepared statements give the database its best figure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = `\\set k random(1, 2000000000)
BEGIN;
UPDATE quotas SET held = held + 1 WHERE performance_id = :p AND category_id = :c AND capacity - sold - held >= 1;
INSERT INTO hold_owners (key, holds) VALUES ('pgbench:' || :client_id || ':' || :k, '{}') ON CONFLICT DO NOTHING;
END;
`;

/** Debian's wrapper picks the cluster's version by itself; the versioned binary when it is not on PATH. */
const pgbenchBinary = () => (fs.existsSync('/usr/bin/pgbench') ? '/usr/bin/pgbench' : '/usr/lib/postgresql/15/bin/pgbench');

/** Transactions per second of the single-hold transaction at `clients`, over `seconds`, on the database at `url`. */
export async function pgbenchHolds(url: string, quota: { performanceId: number; categoryId: number }, clients: number, seconds: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const script = path.join(dir, 'hold.sql');
  fs.writeFileSync(script, SCRIPT);
  try {
    const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(Math.min(clients, os.availableParallelism())), '-T', String(seconds)];
    args.push('-D', `p=${quota.performanceId}`, '-D', `c=${quota.categoryId}`, '-f', script, url);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(pgbenchBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += String(chunk);
      });
      child.stderr.on('data', (chunk) => {
        text += String(chunk);
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench exited with ${code}:\n${text}`))));
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps[1]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
