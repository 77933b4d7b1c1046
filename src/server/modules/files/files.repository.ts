import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';

export function findFileContent(db: Db, id: number) {
  return db.selectFrom('files').select(['name', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function insertFile(db: Db, file: { name: string; folder: string; content_type: string; data: Uint8Array; created_by: number }): Promise<number> {
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
    .select(['files.id', 'files.name', 'files.folder', 'files.content_type', 'files.size', 'files.created_at', 'users.username as created_by'])
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
  // An event showing this image loses it (ON DELETE SET NULL): the shop's event caches reload.
  await writeAnnounced(db, ['catalog'], (trx) => trx.deleteFrom('files').where('id', '=', id).execute());
}

export async function insertVariants(
  db: Db,
  fileId: number,
  version: string,
  variants: Array<{ format: string; width: number; height: number; data: Uint8Array }>,
): Promise<void> {
  if (!variants.length) return;
  await db
    .insertInto('image_variants')
    .values(variants.map((variant) => ({ ...variant, file_id: fileId, version, size: variant.data.byteLength })))
    .onConflict((conflict) => conflict.columns(['file_id', 'format', 'width']).doNothing())
    .execute();
}

export function findVariant(db: Db, fileId: number, format: string, width: number) {
  return db
    .selectFrom('image_variants')
    .select(['version', 'data'])
    .where('file_id', '=', fileId)
    .where('format', '=', format)
    .where('width', '=', width)
    .executeTakeFirst();
}

/** One row per copy width of each file (the WebP row stands for both formats). */
export function variantWidths(db: Db, fileIds: number[]) {
  if (!fileIds.length) return Promise.resolve([]);
  return db
    .selectFrom('image_variants')
    .select(['file_id', 'version', 'width', 'height'])
    .where('file_id', 'in', fileIds)
    .where('format', '=', 'webp')
    .orderBy('file_id')
    .orderBy('width')
    .execute();
}

/** Pictures stored before copies were made (or whose copies failed): ids only, the bytes are read one by one. */
export function rasterFilesWithoutVariants(db: Db, types: readonly string[]) {
  return db
    .selectFrom('files')
    .select('id')
    .where('content_type', 'in', [...types])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('image_variants').select('file_id').whereRef('image_variants.file_id', '=', 'files.id'))))
    .orderBy('id')
    .execute();
}
