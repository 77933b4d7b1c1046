import type { Db } from '../../db/database.js';

/** The uploaded pictures, newest first. */
export function imageFiles(db: Db) {
  return db
    .selectFrom('files')
    .select(['id', 'name', 'folder', 'content_type', 'size', 'created_at'])
    .where('content_type', 'like', 'image/%')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function eventImages(db: Db) {
  return db.selectFrom('events').select(['title', 'image_file_id', 'gallery_file_ids']).execute();
}

export function avatars(db: Db) {
  return db.selectFrom('users').select('image_id').where('image_id', 'is not', null).execute();
}
