import { SITE_PAGES } from '../../../shared/api/site-pages.js';
import { eventSchoolTexts, mailTemplateSchoolTexts, sitePageSchoolTexts } from '../../../shared/domain/school-text-lists.js';
import { type MissingTexts, missingPerLanguage, type SchoolText } from '../../../shared/domain/school-texts.js';
import type { Db } from '../../db/database.js';
import * as repo from './school-texts.repository.js';

/** One text the school wrote, with where it belongs: the event, legal page or mail template it is part of. */
export interface SchoolTextEntry extends SchoolText {
  kind: 'event' | 'site_page' | 'mail_template';
  /** The event's or template's id, the page's name. */
  ref: number | string;
  /** Who the text belongs to, as staff name it: the event's title, the page's or template's name. */
  owner: string;
}

/** Every text the school wrote: events with their categories, the legal pages, the active mail templates. */
export async function schoolTexts(db: Db): Promise<SchoolTextEntry[]> {
  const [events, categories, pages, templates] = await Promise.all([
    repo.eventTexts(db),
    repo.categoryTexts(db),
    repo.sitePageTexts(db),
    repo.activeTemplateTexts(db),
  ]);
  const eventEntries = events.flatMap((event) =>
    eventSchoolTexts({
      title: event.title,
      description: event.description,
      metaDescription: event.meta_description,
      facts: { recommendedAge: event.recommended_age, duration: event.duration, notes: event.notes },
      passages: event.passages,
      cast: event.cast_members,
      venue: event.location,
      translations: event.translations,
      categories: categories.filter((category) => category.event_id === event.id),
    }).map((text) => ({ ...text, kind: 'event' as const, ref: event.id, owner: event.title })),
  );
  const pageEntries = pages.flatMap((page) =>
    sitePageSchoolTexts(page).map((text) => ({
      ...text,
      kind: 'site_page' as const,
      ref: page.name,
      owner: SITE_PAGES.find((known) => known.name === page.name)?.label ?? page.title,
    })),
  );
  const templateEntries = templates.flatMap((template) =>
    mailTemplateSchoolTexts(template).map((text) => ({ ...text, kind: 'mail_template' as const, ref: template.id, owner: template.name })),
  );
  return [...eventEntries, ...pageEntries, ...templateEntries];
}

/**
 * Per language the shop translates into, how many of the school's texts lack a translation and which
 * (issue 53 item 5): what the Localization page shows as the school texts' completeness.
 */
export async function missingSchoolTexts(db: Db): Promise<MissingTexts<SchoolTextEntry>> {
  return missingPerLanguage(await schoolTexts(db));
}
