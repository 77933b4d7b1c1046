import type { Db } from '../../db/database.js';

export function readSetting(db: Db, key: string) {
  return db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
}

export function fileContent(db: Db, fileId: number) {
  return db.selectFrom('files').select(['data', 'content_type']).where('id', '=', fileId).executeTakeFirst();
}

export async function writeSetting(db: Db, key: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
