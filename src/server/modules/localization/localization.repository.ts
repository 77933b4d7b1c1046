import { sql } from 'kysely';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';

/** The two settings of the spec's names the Localization page writes (034 had removed them). */
export const LANGUAGE_SETTINGS = ['default_language', 'supported_languages'] as const;

export function readLanguageSettings(db: Db) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...LANGUAGE_SETTINGS])
    .execute();
}

export function readOverrides(db: Db) {
  return db.selectFrom('text_overrides').select(['language', 'key', 'text', 'updated_at']).orderBy('language').orderBy('key').execute();
}

/** Both settings in one statement; every cache of the configuration (and the rendered pages) reloads. */
export async function writeLanguageSettings(db: Db, values: { default_language: string; supported_languages: string[] }, now: Date) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now }));
  await writeAnnounced(db, ['configuration'], (trx) =>
    trx
      .insertInto('settings')
      .values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`excluded.value`, updated_at: sql`excluded.updated_at` }))
      .execute(),
  );
}

export async function writeOverride(db: Db, row: { language: string; key: string; text: string; updated_by: number | null }, now: Date) {
  await writeAnnounced(db, ['configuration'], (trx) =>
    trx
      .insertInto('text_overrides')
      .values({ ...row, updated_at: now })
      .onConflict((oc) => oc.columns(['language', 'key']).doUpdateSet({ text: row.text, updated_by: row.updated_by, updated_at: now }))
      .execute(),
  );
}

export async function deleteOverride(db: Db, language: string, key: string) {
  await writeAnnounced(db, ['configuration'], (trx) => trx.deleteFrom('text_overrides').where('language', '=', language).where('key', '=', key).execute());
}
