import type { Db } from '../../db/database.js';

export function findPage(db: Db, name: string) {
  return db.selectFrom('site_pages').selectAll().where('name', '=', name).executeTakeFirst();
}
