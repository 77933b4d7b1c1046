import type { Kysely } from 'kysely';
import { sitePages } from './002-site-pages.texts.js';

/** Seeds the legal and info pages (spec §2) so every installation has real texts the back office can edit. */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('site_pages')
    .values(sitePages.map((page) => ({ name: page.name, title: page.title, sections: JSON.stringify(page.sections) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('site_pages')
    .where(
      'name',
      'in',
      sitePages.map((page) => page.name),
    )
    .execute();
}
