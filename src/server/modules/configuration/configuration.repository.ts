import { sql } from 'kysely';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';

export async function readSettings(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db.selectFrom('settings').select(['key', 'value', 'updated_at']).where('key', 'in', keys).execute();
}

/** Writes all values in one statement, so a save is all or nothing; every cache of the settings reloads. */
export async function writeSettings(db: Db, values: Record<string, unknown>, now: Date) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now }));
  if (rows.length === 0) return;
  await writeAnnounced(db, ['configuration'], (trx) =>
    trx
      .insertInto('settings')
      .values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`excluded.value`, updated_at: sql`excluded.updated_at` }))
      .execute(),
  );
}

export function fileNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('files').select(['id', 'name']).where('id', 'in', ids).execute();
}

export async function insertTextFile(db: Db, file: { name: string; content_type: string; data: Uint8Array; created_by: number }) {
  const row = await db
    .insertInto('files')
    .values({ ...file, folder: 'Konfiguration', size: file.data.byteLength })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
