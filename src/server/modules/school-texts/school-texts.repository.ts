import type { Db } from '../../db/database.js';

/** Every event's own texts and their translations (hidden events too: they may go on sale). */
export function eventTexts(db: Db) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'description', 'meta_description', 'recommended_age', 'duration', 'notes', 'passages', 'cast_members', 'location', 'translations'])
    .orderBy('id')
    .execute();
}

export function categoryTexts(db: Db) {
  return db.selectFrom('categories').select(['id', 'event_id', 'name', 'translations']).orderBy('sort_order').orderBy('id').execute();
}

export function sitePageTexts(db: Db) {
  return db.selectFrom('site_pages').select(['name', 'title', 'sections', 'translations']).orderBy('name').execute();
}

/** The templates mails are written from: the active ones. */
export function activeTemplateTexts(db: Db) {
  return db.selectFrom('mail_templates').select(['id', 'name', 'subject', 'content', 'translations']).where('status', '=', 'active').orderBy('id').execute();
}
