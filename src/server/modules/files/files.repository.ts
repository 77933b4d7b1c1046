import { announceChange } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';

export function findFileContent(db: Db, id: number) {
  return db.selectFrom('files').select(['name', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function insertFile(
  db: Db,
  file: { name: string; folder: string; content_type: string; data: Uint8Array; created_by: number },
): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({ ...file, size: file.data.byteLength })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listFiles(db: Db) {
  return db
    .selectFrom('files')
    .leftJoin('users', 'users.id', 'files.created_by')
    .select([
      'files.id',
      'files.name',
      'files.folder',
      'files.content_type',
      'files.size',
      'files.created_at',
      'users.username as created_by',
    ])
    .orderBy('files.folder')
    .orderBy('files.name')
    .orderBy('files.id')
    .execute();
}

export function findFile(db: Db, id: number) {
  return db.selectFrom('files').select(['id', 'name', 'folder']).where('id', '=', id).executeTakeFirst();
}

export async function renameFile(db: Db, id: number, name: string, folder: string): Promise<void> {
  await db.updateTable('files').set({ name, folder }).where('id', '=', id).execute();
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
  // An event showing this image loses it (ON DELETE SET NULL): the shop's event caches reload.
  await announceChange(db, 'catalog');
}
