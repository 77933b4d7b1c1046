import path from 'node:path';
import type { Config } from '../config.js';
import { hashPassword } from '../modules/auth/password.js';
import { sha256Hex } from '../../shared/domain/sha256.js';
import { type Db, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { ensureDemoPerformance, generatePassword, isEmpty, seedEmptyDatabase } from './seed/seed.js';

export interface PreparedDatabase {
  db: Db;
  /** Set only when an empty database got an admin password that nobody chose. */
  generatedAdminPassword?: string;
}

/** Opens the configured database, migrates it, and seeds it when empty. */
export async function prepareDatabase(config: Config, now = new Date()): Promise<PreparedDatabase> {
  const db = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await migrateToLatest(db);
  let generatedAdminPassword: string | undefined;
  if (await isEmpty(db)) {
    const password = config.adminPassword ?? generatePassword();
    if (!config.adminPassword) generatedAdminPassword = password;
    const adminPasswordHash = await hashPassword(sha256Hex(password), config.argon2);
    await seedEmptyDatabase(db, { adminPasswordHash, demoMode: config.demoMode, now });
  } else if (config.demoMode) {
    await ensureDemoPerformance(db, now);
  }
  return { db, generatedAdminPassword };
}
