import { type EditableSitePage, SITE_PAGES, type SitePageSaveRequest } from '../../../shared/api/site-pages.js';
import type { AppContext } from '../../http/context.js';
import { PAGE_HTML_POLICY } from '../../../shared/domain/html-policy.js';
import { invalid } from '../../domain-errors.js';
import { sanitizeHtml, sanitizeText } from '../../http/sanitize-html.js';
import * as repo from './site-pages.repository.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { noteAudit } from '../audit/index.js';
import type { SitePageTexts, SitePageTranslations } from '../../../shared/api/school-texts.js';
import { storedTranslations, unofferedLanguage, unofferedLanguageMessage, withoutEmpty } from '../../../shared/domain/school-texts.js';

/** The six pages of spec §2 for the editor; a page not stored yet starts with one empty section. */
export async function editablePages(ctx: AppContext): Promise<EditableSitePage[]> {
  const rows = await repo.pagesByName(
    ctx.db,
    SITE_PAGES.map((page) => page.name),
  );
  return SITE_PAGES.map((page) => {
    const row = rows.find((candidate) => candidate.name === page.name);
    if (!row) return { name: page.name, title: page.label, sections: [{ name: page.label, id: page.name, html: '' }], updated_at: null };
    return { name: page.name, title: row.title, sections: row.sections, updated_at: row.updated_at.toISOString(), translations: row.translations };
  });
}

/**
 * Saves one page. The editor sanitises the HTML with DOMPurify before sending and every page that shows it
 * sanitises again; the server cleans it once more with the same policy, for any other client of the API.
 */
/** A page's translation cleaned as its German is; only sections the German page has, empty parts left out. */
async function cleanTexts(texts: SitePageTexts, ids: readonly string[]): Promise<SitePageTexts> {
  const sections: NonNullable<SitePageTexts['sections']> = {};
  for (const id of ids) {
    const section = texts.sections?.[id];
    if (!section) continue;
    const cleaned = withoutEmpty({
      name: section.name === undefined ? undefined : (await sanitizeText(section.name)).trim(),
      html: section.html === undefined ? undefined : await sanitizeHtml(section.html, PAGE_HTML_POLICY),
    });
    // An editor's empty paragraph is no translation.
    if (cleaned.html !== undefined && !cleaned.html.replace(/<[^>]*>|&nbsp;|\s/g, '')) delete cleaned.html;
    if (Object.keys(cleaned).length) sections[id] = cleaned;
  }
  const title = texts.title === undefined ? '' : (await sanitizeText(texts.title)).trim();
  return { ...(title ? { title } : {}), ...(Object.keys(sections).length ? { sections } : {}) };
}

async function cleanTranslations(translations: SitePageTranslations, ids: readonly string[]): Promise<SitePageTranslations> {
  const cleaned = Object.fromEntries(
    await Promise.all(Object.entries(translations).map(async ([language, texts]) => [language, await cleanTexts(texts, ids)] as const)),
  );
  return storedTranslations(cleaned, (texts) => texts);
}

export async function savePage(ctx: AppContext, input: SitePageSaveRequest): Promise<EditableSitePage> {
  const foreign = unofferedLanguage(input.translations);
  if (foreign !== undefined) throw invalid(unofferedLanguageMessage(foreign), 'LANGUAGE_NOT_OFFERED');
  const ids = input.sections.map((section) => section.id);
  if (new Set(ids).size !== ids.length) throw invalid('Jeder Abschnitt braucht einen eigenen Anker.', 'DUPLICATE_SECTION_ID');
  const sections = await Promise.all(
    input.sections.map(async (section) => ({
      name: (await sanitizeText(section.name)).trim(),
      id: section.id,
      html: await sanitizeHtml(section.html, PAGE_HTML_POLICY),
    })),
  );
  if (sections.some((section) => !section.name)) throw invalid('Jeder Abschnitt braucht eine Überschrift.', 'SECTION_NAME');
  const title = (await sanitizeText(input.title)).trim();
  if (!title) throw invalid('Der Titel ist ein Pflichtfeld.', 'PAGE_TITLE');
  const translations = input.translations && (await cleanTranslations(input.translations, ids));
  const before = (await editablePages(ctx)).find((page) => page.name === input.name);
  await repo.upsertPage(ctx.db, { name: input.name, title, sections, translations }, ctx.now());
  // The translations are in the record only when they were sent.
  const translated = <T extends object>(page: T, value: SitePageTranslations | undefined) => (translations ? { ...page, translations: value ?? {} } : page);
  noteAudit({
    subject: `page:${input.name}`,
    changes: diffFields(
      before ? translated({ title: before.title, sections: before.sections }, before.translations) : null,
      translated({ title, sections }, translations),
    ),
  });
  const saved = (await editablePages(ctx)).find((page) => page.name === input.name);
  if (!saved) throw new Error('saved page vanished');
  return saved;
}
