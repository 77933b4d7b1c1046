import type { SitePageDto } from '../../../shared/api/pages.js';
import type { SitePageTranslations } from '../../../shared/api/school-texts.js';
import { textIn } from '../../../shared/domain/school-texts.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import * as repo from './pages.repository.js';

/**
 * A page in `language` (issue 53 item 5): each part in its translation where it has one, else German, named
 * in `untranslated` so the page marks it lang="de". Sections follow the German page (its ids and order).
 */
export function pageInLanguage(page: SitePageDto, translations: SitePageTranslations, language: Language): SitePageDto {
  if (language === DEFAULT_LANGUAGE) return page;
  const own = translations[language] ?? {};
  const untranslated: string[] = [];
  const pick = (key: string, german: string, translated: string | undefined) => {
    const chosen = textIn(german, translated);
    if (chosen.german) untranslated.push(key);
    return chosen.text;
  };
  const title = pick('title', page.title, own.title);
  const sections = page.sections.map((section) => ({
    id: section.id,
    name: pick(`sections.${section.id}.name`, section.name, own.sections?.[section.id]?.name),
    html: pick(`sections.${section.id}.html`, section.html, own.sections?.[section.id]?.html),
  }));
  return { ...page, title, sections, language, untranslated };
}

/** A site page (Impressum, Datenschutz, AGB, …) for anyone to read, in the language asked for. */
export async function pageByName(ctx: AppContext, name: string, language: Language = DEFAULT_LANGUAGE): Promise<SitePageDto> {
  const page = await repo.findPage(ctx.db, name);
  if (!page) throw notFound('Seite nicht gefunden.', 'PAGE_NOT_FOUND');
  const german = { name: page.name, title: page.title, sections: page.sections, updated_at: page.updated_at.toISOString() };
  return pageInLanguage(german, page.translations, language);
}
