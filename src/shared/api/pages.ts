import { type Static, Type } from 'typebox';

export const PageGetQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' }) });
export type PageGetQuery = Static<typeof PageGetQuery>;

/** A named section: its name is the heading, its id the anchor (e.g. /impressum#datenschutz). */
export interface PageSectionDto {
  name: string;
  id: string;
  /** HTML paragraphs; the client sanitises before rendering. */
  html: string;
}

export interface SitePageDto {
  name: string;
  title: string;
  sections: PageSectionDto[];
  updated_at: string;
}

export interface PageGetResponse {
  success: true;
  message: string;
  page: SitePageDto;
}
