import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import { hashPassword } from '../modules/auth/password.js';
import { sha256Hex } from '../../shared/domain/sha256.js';
import { type Db, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { underStartupLock } from './startup-lock.js';
import { ensureDemoPerformance, generatePassword, isEmpty, seedEmptyDatabase } from './seed/seed.js';

export interface PreparedDatabase {
  db: Db;
  /** Set only when an empty database got an admin password that nobody chose. */
  generatedAdminPassword?: string;
}

/**
 * Opens the configured database, migrates it, and seeds it when empty. On PostgreSQL several processes may
 * start at once: they take turns under an advisory lock and look again whether seeding is still needed.
 * PGlite has one process per DATA_DIR (main.ts holds the folder), so it needs no turn-taking.
 */
export async function prepareDatabase(config: Config, now = new Date()): Promise<PreparedDatabase> {
  const db = await openConfiguredDatabase(config);
  // argon2 takes a while; it runs before the lock so the other processes wait only for the database work.
  const admin = (await mightBeEmpty(db)) ? await firstAdmin(config) : undefined;
  const work = () => migrateAndSeed(db, config, admin, now);
  const generatedAdminPassword = await (config.databaseUrl ? underStartupLock(db, work) : work());
  // Fresh planner statistics after migrations and seed data: PGlite has no autovacuum to gather them.
  await sql`ANALYZE`.execute(db);
  return { db, generatedAdminPassword };
}

/** The database the configuration names (DATABASE_URL, or the embedded one in DATA_DIR), opened as it is. */
export function openConfiguredDatabase(config: Config): Promise<Db> {
  return openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
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
