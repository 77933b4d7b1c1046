import type { Kysely } from 'kysely';

/**
 * Issue 33 point 9: "Standardsprache" and "Unterstützte Sprachen" left the configuration page — the shop
 * speaks German only (README, Abweichungen). Stored values would only ride along in backups, so they go.
 */
export const REMOVED_LANGUAGE_SETTINGS = ['default_language', 'supported_languages'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', [...REMOVED_LANGUAGE_SETTINGS]).execute();
}

/** Nothing to restore: these settings have no field any more. */
export async function down(): Promise<void> {}
