import { type Static, Type } from 'typebox';
import { TextLanguage, UntranslatedTexts } from './school-texts.js';

/** `lang`: the language of the page (issue 53); without it the visitor's (cookie, Accept-Language). */
export const PageGetQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});
export type PageGetQuery = Static<typeof PageGetQuery>;

/** A named section: its name is the heading, its id the anchor (e.g. /impressum#datenschutz). */
export const PageSectionDto = Type.Object({
  name: Type.String({ description: 'Überschrift' }),
  id: Type.String({ description: 'Sprungmarke' }),
  /** HTML paragraphs; the client sanitises before rendering. */
  html: Type.String(),
});
export type PageSectionDto = Static<typeof PageSectionDto>;

export const SitePageDto = Type.Object({
  name: Type.String(),
  title: Type.String(),
  sections: Type.Array(PageSectionDto),
  updated_at: Type.String(),
  /** Outside German: the language asked for, and the texts shown in German ('title', 'sections.<id>.name', 'sections.<id>.html'). */
  language: TextLanguage,
  untranslated: UntranslatedTexts,
});
export type SitePageDto = Static<typeof SitePageDto>;

export const PageGetResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), page: SitePageDto });
export type PageGetResponse = Static<typeof PageGetResponse>;
