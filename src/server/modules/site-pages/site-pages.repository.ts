import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { SitePageTranslations } from '../../../shared/api/school-texts.js';
import type { PageSection } from './site-pages.table.js';

export function pagesByName(db: Db, names: readonly string[]) {
  return db.selectFrom('site_pages').selectAll().where('name', 'in', names).execute();
}

export async function upsertPage(db: Db, page: { name: string; title: string; sections: PageSection[]; translations?: SitePageTranslations }, now: Date) {
  const sections = JSON.stringify(page.sections);
  // Left out, the stored translations stay.
  const translations = page.translations ? { translations: JSON.stringify(page.translations) } : {};
  // The legal pages are rendered on the server and kept there until a write like this one (ssr-renderer.ts).
  await writeAnnounced(db, ['configuration'], (trx) =>
    trx
      .insertInto('site_pages')
      .values({ name: page.name, title: page.title, sections, ...translations, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ title: page.title, sections, ...translations, updated_at: now }))
      .execute(),
  );
}
