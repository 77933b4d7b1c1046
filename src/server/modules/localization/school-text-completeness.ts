import type { MissingSchoolText } from '../../../shared/api/localization.js';
import type { Language } from '../../../shared/i18n/languages.js';
import type { AppContext } from '../../http/context.js';
import { missingSchoolTexts, type SchoolTextEntry } from '../school-texts/index.js';

/** Where staff write a text: the event's editor, the legal pages, the mail template's editor. */
const editorOf = (entry: SchoolTextEntry): string =>
  entry.kind === 'event'
    ? `/admin/events/edit/${entry.ref}`
    : entry.kind === 'site_page'
      ? '/admin/configuration/sites'
      : `/admin/mail/template/edit/${entry.ref}`;

/**
 * The school's own texts on the Localization page (issue 53 items 5 and 7): per language, the event titles,
 * descriptions, category names, FAQ answers, legal pages and mail templates without a translation, each
 * named as staff know it and linked to where they write it. German has nothing to translate.
 */
export async function schoolTextCompleteness(ctx: AppContext, languages: readonly Language[]): Promise<Map<Language, MissingSchoolText[]>> {
  const missing = await missingSchoolTexts(ctx.db);
  return new Map(
    languages.map((language) => [
      language,
      language === 'de' ? [] : (missing[language]?.texts ?? []).map((entry) => ({ label: `${entry.owner}: ${entry.label}`, link: editorOf(entry) })),
    ]),
  );
}
