import type { JSONColumnType } from 'kysely';
import type { SitePageTranslations } from '../../../shared/api/school-texts.js';
import type { CreatedAt } from '../../db/column-types.js';

/** Table types of the site-pages module for Kysely; db/schema.ts lists them in `Database`. */
export interface PageSection {
  name: string;
  id: string;
  html: string;
}

export interface SitePagesTable {
  name: string;
  title: string;
  sections: JSONColumnType<PageSection[], string | undefined, string>;
  /** Title and sections in the other languages (migration 054), the sections by their German ids. */
  translations: JSONColumnType<SitePageTranslations, string | undefined, string>;
  updated_at: CreatedAt;
}
