/**
 * The system under test, per engine: the server started as `npm start` starts it (its own process,
 * `tsx src/server/main.ts`, test payment provider, HOLD_LIMIT_PER_ADDRESS=0), each bench on a fresh copy of
 * a database the server itself migrated and seeded. PGlite lives in files under DATA_DIR; PostgreSQL is a
 * throwaway cluster with its default durability (fsync on). The probe gets its own copy of the same.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../../../src/server/db/database';
import { startServer } from '../../helpers/e2e';
import { upcomingShow } from '../../helpers/orders';
import { startCluster } from '../../helpers/postgres-cluster';

/** Warm-up orders buy from a quota of their own, so they never take the measured seats. */
const WARMUP_CAPACITY = 10_000_000;

export interface Show {
  performanceId: number;
  /** The measured quota ('Erwachsene'). */
  categoryId: number;
  /** The warm-up quota ('Kinder'). */
  warmupCategoryId: number;
}

export interface Stage {
  url: string;
  show: Show;
  /** Stops the server; with `count`, reads how many tickets of the measured quota it sold. */
  stop: (count?: boolean) => Promise<number | undefined>;
}

export interface ProbeDb {
  db: Db;
  show: Show;
  close: () => Promise<void>;
}

export interface Engine {
  label: string;
  /** `env`: more of the server's environment (the PayPal bench runs it with NODE_ENV=production and a fake PayPal). */
  serve: (capacity: number, env?: Record<string, string>) => Promise<Stage>;
  /** The floor server (orders/floor.ts) on a fresh copy of the same database; it sells nothing to count. */
  floor: (capacity: number) => Promise<Stage>;
  probeDb: (capacity: number) => Promise<ProbeDb>;
  close: () => Promise<void>;
}

/** How an engine keeps database copies: by name, copied from another name. */
interface Copies {
  /** Name of a database the server migrated and seeded. */
  seeded: string;
  copy: (from: string) => Promise<string>;
  open: (name: string) => Promise<Db>;
  serverEnv: (name: string) => Record<string, string>;
  remove: (name: string) => Promise<void>;
  close: () => Promise<void>;
}

const serverEnv = { HOLD_LIMIT_PER_ADDRESS: '0', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '', SMTP_URL: '' };

async function withDb<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function setCapacities(db: Db, capacity: number): Promise<Show> {
  const show = await upcomingShow(db);
  const quota = (categoryId: number, seats: number) =>
    db.updateTable('quotas').set({ capacity: seats }).where('performance_id', '=', show.performanceId).where('category_id', '=', categoryId).execute();
  await quota(show.adults, capacity);
  await quota(show.children, WARMUP_CAPACITY);
  return { performanceId: show.performanceId, categoryId: show.adults, warmupCategoryId: show.children };
}

async function ticketsSold(db: Db, show: Show): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('performance_id', '=', show.performanceId)
    .where('category_id', '=', show.categoryId)
    .where('status', '=', 'valid')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts orders/floor.ts in its own process on the database that `env` names; resolves with its URL. */
async function startFloor(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'floor.ts')], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const ready = /floor ready (\d+)/.exec(String(chunk));
      if (ready) resolve(ready[1]);
    });
    exited.then(() => reject(new Error('the floor server exited before it was ready')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One template per capacity (opening a PGlite folder takes seconds), then a fresh copy per server and probe. */
function engineOver(label: string, copies: Copies): Engine {
  const templates = new Map<number, Promise<{ name: string; show: Show }>>();
  const template = (capacity: number) => {
    let made = templates.get(capacity);
    if (!made) {
      made = copies.copy(copies.seeded).then(async (name) => ({ name, show: await withDb(await copies.open(name), (db) => setCapacities(db, capacity)) }));
      templates.set(capacity, made);
    }
    return made;
  };
  return {
    label,
    async serve(capacity, extraEnv = {}) {
      const { name: from, show } = await template(capacity);
      const name = await copies.copy(from);
      const env = copies.serverEnv(name);
      // The copy must outlive the server (the rush counts its tickets afterwards).
      const server = await startServer({ ...serverEnv, ...env, ...extraEnv }, { keepDataDir: true });
      return {
        url: server.url,
        show,
        async stop(count) {
          await server.stop();
          const sold = count ? await withDb(await copies.open(name), (db) => ticketsSold(db, show)) : undefined;
          await copies.remove(name);
          if (!env.DATA_DIR) fs.rmSync(server.dataDir, { recursive: true, force: true });
          return sold;
        },
      };
    },
    async floor(capacity) {
      const { name: from, show } = await template(capacity);
      const name = await copies.copy(from);
      const floor = await startFloor(copies.serverEnv(name));
      return {
        url: floor.url,
        show,
        async stop() {
          await floor.stop();
          await copies.remove(name);
          return undefined;
        },
      };
    },
    async probeDb(capacity) {
      const { name: from, show } = await template(capacity);
      const name = await copies.copy(from);
      const db = await copies.open(name);
      const close = async () => {
        await db.destroy();
        await copies.remove(name);
      };
      return { db, show, close };
    },
    close: () => copies.close(),
  };
}

export async function pgliteEngine(): Promise<Engine> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const folder = (name: string) => path.join(root, name);
  const seeding = await startServer({ ...serverEnv, DATABASE_URL: '', DATA_DIR: folder('seeded') }, { keepDataDir: true });
  await seeding.stop();
  let n = 0;
  return engineOver('PGlite (files in DATA_DIR, as `npm start`)', {
    seeded: 'seeded',
    async copy(from) {
      const name = `copy-${n++}`;
      fs.cpSync(folder(from), folder(name), { recursive: true, filter: (source) => path.basename(source) !== 'server.lock' });
      return name;
    },
    open: (name) => openDatabase({ kind: 'pglite', dataDir: path.join(folder(name), 'pglite') }),
    serverEnv: (name) => ({ DATABASE_URL: '', DATA_DIR: folder(name) }),
    remove: async (name) => fs.rmSync(folder(name), { recursive: true, force: true }),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  });
}

export async function postgresEngine(): Promise<Engine> {
  const cluster = await startCluster({ durable: true });
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin('CREATE DATABASE bench_seeded');
    const seeding = await startServer({ ...serverEnv, DATABASE_URL: cluster.url('bench_seeded') });
    await seeding.stop();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  let n = 0;
  return engineOver('PostgreSQL (throwaway cluster, default durability: fsync on)', {
    seeded: 'bench_seeded',
    async copy(from) {
      const name = `bench_${n++}`;
      await admin(`CREATE DATABASE ${name} TEMPLATE ${from}`);
      return name;
    },
    // The server's default pool size (10), so server and probe get the same connections.
    open: async (name) => openDatabase({ kind: 'postgres', url: cluster.url(name) }),
    serverEnv: (name) => ({ DATABASE_URL: cluster.url(name) }),
    remove: (name) => admin(`DROP DATABASE ${name}`),
    close: async () => cluster.stop(),
  });
}
