import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL server Debian installed, unless PG_BIN names one. */
function serverBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.join(root, versions[0] ?? '15', 'bin');
}
const BIN = serverBin();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Cluster {
  url: (database: string) => string;
  stop: () => void | Promise<void>;
  /** Fault tests on a cluster of their own: `pg_ctl restart`, or the server stopped and started again. */
  restart: () => void;
  stopServer: () => void;
  startServer: () => void;
  /** The postmaster and every process it started (backends, writers): what SIGSTOP freezes to hang the server. */
  processes: () => number[];
}

/** The children of `parent`, from /proc (Linux). */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (name) state ppid …": the name may hold spaces, so read after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free port; as root it runs as user postgres.
 * Tests run it without fsync (speed); `durable: true` keeps PostgreSQL's default durability (benchmarks).
 */
export async function startCluster(options: { durable?: boolean } = {}): Promise<Cluster> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL-Server nicht gefunden unter ${BIN} (apt-get install postgresql, oder PG_BIN setzen).`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = asRoot ? ['-u', 'postgres', '--', path.join(BIN, command), ...args] : args;
    const result = spawnSync(asRoot ? 'runuser' : path.join(BIN, command), full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} fehlgeschlagen: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'app', '--no-sync', '-E', 'UTF8']);
  const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const startServer = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300${fast}`,
    ]);
  startServer();
  return {
    // Fast shutdown, as a service manager does: every connection is told 57P01 admin_shutdown.
    // With its log file: otherwise the new server writes to, and holds open, the pipe spawnSync waits on.
    restart: () => run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', 'restart']),
    stopServer: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    startServer,
    url: (database) => `postgres://app@127.0.0.1:${port}/${database}`,
    processes: () => {
      const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return [postmaster, ...childrenOf(postmaster)];
    },
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
