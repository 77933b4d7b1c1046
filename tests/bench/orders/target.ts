/**
 * The system under test, per engine: the server started as `npm start` starts it (its own process,
 * test payment provider, HOLD_LIMIT_PER_ADDRESS=0), each bench on a fresh copy of a database the server
 * itself migrated and seeded. The embedded PostgreSQL lives in DATA_DIR (fsync on, as `npm start`); the
 * external one is a throwaway cluster of the machine's PostgreSQL with its default durability (fsync on).
 * The probe gets its own copy of the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openDatabase } from '../../../src/server/db/database';
import { startServer } from '../../helpers/e2e';
import { openEmbeddedDatabase } from '../../helpers/embedded-database';
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
  /** The server's database, for reading its counters beside it (the external engine only). */
  databaseUrl?: string;
  /** Ends the server's process and keeps its database, to be read before stop() drops it. */
  halt: () => Promise<void>;
  /** Stops the server; with `count`, reads how many tickets of the measured quota it sold. */
  stop: (count?: boolean) => Promise<number | undefined>;
}

export interface ProbeDb {
  db: Db;
  show: Show;
  /** The copy's address, for pgbench (the external engine only). */
  databaseUrl?: string;
  close: () => Promise<void>;
}

export interface Engine {
  label: string;
  /** `env`: more of the server's environment (the PayPal bench runs it with NODE_ENV=production and a fake PayPal). */
  serve: (capacity: number, env?: Record<string, string>) => Promise<Stage>;
  probeDb: (capacity: number) => Promise<ProbeDb>;
  close: () => Promise<void>;
}

/** How an engine keeps database copies: by name, copied from another name. */
interface Copies {
  /** Name of a database the server migrated and seeded. */
  seeded: string;
  copy: (from: string) => Promise<string>;
  open: (name: string) => Promise<{ db: Db; close: () => Promise<void> }>;
  serverEnv: (name: string) => Record<string, string>;
  /** A copy's connection string, where other clients may connect beside the server. */
  url?: (name: string) => string;
  remove: (name: string) => Promise<void>;
  close: () => Promise<void>;
}

const serverEnv = { HOLD_LIMIT_PER_ADDRESS: '0', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '', SMTP_URL: '' };

async function withDb<T>(opened: { db: Db; close: () => Promise<void> }, work: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
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

/** One template per capacity, then a fresh copy per server and probe. */
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
        databaseUrl: copies.url?.(name),
        halt: () => server.stop(),
        async stop(count) {
          await server.stop();
          const sold = count ? await withDb(await copies.open(name), (db) => ticketsSold(db, show)) : undefined;
          await copies.remove(name);
          if (!env.DATA_DIR) fs.rmSync(server.dataDir, { recursive: true, force: true });
          return sold;
        },
      };
    },
    async probeDb(capacity) {
      const { name: from, show } = await template(capacity);
      const name = await copies.copy(from);
      const opened = await copies.open(name);
      const db = opened.db;
      const close = async () => {
        await opened.close();
        await copies.remove(name);
      };
      return { db, show, close, databaseUrl: copies.url?.(name) };
    },
    close: () => copies.close(),
  };
}

export async function embeddedEngine(): Promise<Engine> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  // As root, PostgreSQL runs as the user postgres, who must pass through to each DATA_DIR below.
  fs.chmodSync(root, 0o755);
  const folder = (name: string) => path.join(root, name);
  const seeding = await startServer({ ...serverEnv, DATABASE_URL: '', DATA_DIR: folder('seeded') }, { keepDataDir: true });
  await seeding.stop();
  let n = 0;
  return engineOver('embedded PostgreSQL (in DATA_DIR, fsync on, as `npm start`)', {
    seeded: 'seeded',
    async copy(from) {
      const name = `copy-${n++}`;
      // A stopped cluster's folder is a complete copy (owner and modes are set again when it starts).
      fs.cpSync(folder(from), folder(name), { recursive: true, filter: (source) => path.basename(source) !== 'server.lock' });
      return name;
    },
    open: (name) => openEmbeddedDatabase(folder(name)),
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
  return engineOver('external PostgreSQL (throwaway cluster, default durability: fsync on)', {
    seeded: 'bench_seeded',
    async copy(from) {
      const name = `bench_${n++}`;
      await admin(`CREATE DATABASE ${name} TEMPLATE ${from}`);
      return name;
    },
    // The server's default pool size (10), so server and probe get the same connections.
    open: async (name) => {
      const db = await openDatabase({ kind: 'postgres', url: cluster.url(name) });
      return { db, close: () => db.destroy() };
    },
    serverEnv: (name) => ({ DATABASE_URL: cluster.url(name) }),
    url: (name) => cluster.url(name),
    // FORCE: a pool that keeps warm connections may still be opening one as it ends.
    remove: (name) => admin(`DROP DATABASE ${name} WITH (FORCE)`),
    close: async () => cluster.stop(),
  });
}
