import { type Static, Type } from 'typebox';
import { SitePageTranslations } from './school-texts.js';

/**
 * Spec §2 pages screen: the six texts. Names are those of the shop's `pages/get.php` (the site_pages rows
 * seeded with the legal texts); `path` is the public page that shows it, where the shop has one.
 */
export const SITE_PAGES = [
  { name: 'impressum', label: 'Impressum', path: '/impressum' },
  { name: 'datenschutz', label: 'Datenschutz', path: '/datenschutz' },
  { name: 'agb', label: 'AGB', path: '/agb' },
  { name: 'widerrufsbelehrung', label: 'Widerrufsbelehrung', path: '/widerrufsbelehrung' },
  { name: 'cookie-richtlinie', label: 'Cookie-Richtlinie', path: null },
  { name: 'kontakt', label: 'Kontaktseite', path: '/kontakt' },
] as const;
export type SitePageName = (typeof SITE_PAGES)[number]['name'];

export const SECTION_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,59}$';

export const SitePageSection = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  id: Type.String({ pattern: SECTION_ID_PATTERN }),
  html: Type.String({ maxLength: 100_000 }),
});

export const SitePageSaveRequest = Type.Object({
  name: Type.Union([
    Type.Literal('impressum'),
    Type.Literal('datenschutz'),
    Type.Literal('agb'),
    Type.Literal('widerrufsbelehrung'),
    Type.Literal('cookie-richtlinie'),
    Type.Literal('kontakt'),
  ]),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  sections: Type.Array(SitePageSection, { minItems: 1, maxItems: 30 }),
  /** Title and sections in the other languages (issue 53), the sections by their ids; left out, the stored ones stay. */
  translations: Type.Optional(SitePageTranslations),
});
export type SitePageSaveRequest = Static<typeof SitePageSaveRequest>;

export const EditableSitePage = Type.Object({
  name: SitePageSaveRequest.properties.name,
  title: Type.String(),
  sections: Type.Array(Type.Object({ name: Type.String(), id: Type.String(), html: Type.String() })),
  updated_at: Type.Union([Type.String(), Type.Null()], { description: 'null, solange der Text nie gespeichert wurde' }),
  translations: Type.Optional(SitePageTranslations),
});
export type EditableSitePage = Static<typeof EditableSitePage>;

export const SitePagesResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), pages: Type.Array(EditableSitePage) });
export type SitePagesResponse = Static<typeof SitePagesResponse>;

export const SitePageSaveResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), page: EditableSitePage });
export type SitePageSaveResponse = Static<typeof SitePageSaveResponse>;
