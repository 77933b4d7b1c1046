import type { Db } from '../../db/database.js';

export function findFileContent(db: Db, id: number) {
  return db.selectFrom('files').select(['name', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}
