import path from 'node:path';
import type { Config } from '../config.js';
import { hashPassword } from '../modules/auth/index.js';
import { sha256Hex } from '../../shared/domain/sha256.js';
import { type Db, openDatabase } from './database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded/embedded-postgres.js';
import { importPgliteDataDir } from './embedded/pglite-import.js';
import { migrateToLatest } from './migrate.js';
import { underStartupLock } from './startup-lock.js';
import { ensureDemoPerformance, generatePassword, isEmpty, seedEmptyDatabase } from './seed/seed.js';

export interface PreparedDatabase {
  db: Db;
  /** Set only when an empty database got an admin password that nobody chose. */
  generatedAdminPassword?: string;
  /** Stops the embedded PostgreSQL after the app closed its pool (nothing to stop with DATABASE_URL). */
  stop: () => Promise<void>;
}

/** The embedded PostgreSQL's folder inside DATA_DIR. */
export const embeddedPostgresDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'postgres');

/**
 * Opens the configured database (DATABASE_URL, or else the embedded PostgreSQL in DATA_DIR, started here),
 * migrates it, and seeds it when empty. Several processes may start at once on one PostgreSQL: they take
 * turns under an advisory lock and look again whether seeding is still needed.
 */
export async function prepareDatabase(config: Config, now = new Date(), say: (line: string) => void = () => undefined): Promise<PreparedDatabase> {
  const { db, stop, embedded } = await openConfiguredDatabase(config, say);
  try {
    // A DATA_DIR of the PGlite versions comes along on its first start here, before anything is seeded.
    if (embedded) await importPgliteDataDir(config.dataDir, db, say);
    // argon2 takes a while; it runs before the lock so the other processes wait only for the database work.
    const admin = (await mightBeEmpty(db)) ? await firstAdmin(config) : undefined;
    const generatedAdminPassword = await underStartupLock(db, () => migrateAndSeed(db, config, admin, now));
    return { db, generatedAdminPassword, stop };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    await stop();
    throw error;
  }
}

export interface OpenedDatabase {
  db: Db;
  /** Stops the embedded PostgreSQL once the pool is closed (nothing to stop with DATABASE_URL). */
  stop: () => Promise<void>;
  embedded: boolean;
}

/**
 * The database the configuration names, opened as it is: DATABASE_URL, or else the embedded PostgreSQL in
 * DATA_DIR, started here (the caller holds DATA_DIR's lock). The server and `npm run restore` both open it so.
 */
export async function openConfiguredDatabase(config: Config, say: (line: string) => void = () => undefined): Promise<OpenedDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dir: embeddedPostgresDir(config), say });
  const stop = async () => embedded?.stop();
  try {
    const db = await openDatabase({ kind: 'postgres', url: config.databaseUrl ?? (embedded as EmbeddedPostgres).url() });
    return { db, stop, embedded: embedded !== undefined };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface FirstAdmin {
  password: string;
  generated: boolean;
  passwordHash: string;
}

async function firstAdmin(config: Config): Promise<FirstAdmin> {
  const password = config.adminPassword ?? generatePassword();
  return { password, generated: !config.adminPassword, passwordHash: await hashPassword(sha256Hex(password), config.argon2) };
}

/** Before the first migration there is no users table: that database is empty too. */
async function mightBeEmpty(db: Db): Promise<boolean> {
  try {
    return await isEmpty(db);
  } catch {
    return true;
  }
}

/** Returns the generated admin password when this process seeded the database and nobody chose one. */
async function migrateAndSeed(db: Db, config: Config, prepared: FirstAdmin | undefined, now: Date): Promise<string | undefined> {
  await migrateToLatest(db);
  if (await isEmpty(db)) {
    const admin = prepared ?? (await firstAdmin(config));
    await seedEmptyDatabase(db, { adminPasswordHash: admin.passwordHash, demoMode: config.demoMode, now });
    return admin.generated ? admin.password : undefined;
  }
  if (config.demoMode) await ensureDemoPerformance(db, now);
  return undefined;
}
