import { escapeHtml, MAIL_PLACEHOLDERS } from '../../../shared/domain/mail-placeholders.js';
import type { MailTemplateTranslations } from '../../../shared/api/school-texts.js';
import type { Translator } from '../../../shared/i18n/translator.js';

/** Placeholders filled with block HTML (the items table, the head, the sums): they stand as their own block. */
const BLOCKS = new Set(MAIL_PLACEHOLDERS.filter((placeholder) => placeholder.html).map((placeholder) => placeholder.name));
/** Placeholders holding an address: a link, as the German templates write them. */
const LINKS = new Set(['tickets_link', 'karte', 'warteliste_link', 'bestaetigungslink']);

/** One line of catalog text as HTML: escaped, `**bold**` strong, addresses linked; placeholders stay for the filler. */
function inline(line: string): string {
  return escapeHtml(line)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\{(\w+)\}/g, (match, name: string) => (LINKS.has(name) ? `<a href="${match}">${match}</a>` : match));
}

/**
 * A catalog mail text (blank lines between paragraphs, `## ` a heading, `**…**` bold) as the HTML the
 * German templates are written in, its placeholders left for fillPlaceholders.
 */
export function catalogHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const only = /^\{(\w+)\}$/.exec(block);
      if (only && BLOCKS.has(only[1])) return block;
      if (block.startsWith('## ')) return `<h2>${inline(block.slice(3))}</h2>`;
      return `<p>${block.split('\n').map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}

/**
 * The catalog's template of a mail of `purpose` in a language other than German: the catalog's
 * `mail.<purpose>.subject` and `.body`, with the German template's placeholders.
 */
export function catalogTemplate(tr: Translator, purpose: string): { subject: string; content: string } {
  return { subject: tr.template(`mail.${purpose}.subject`), content: catalogHtml(tr.template(`mail.${purpose}.body`)) };
}

/** Whether the catalog writes mails of this purpose (the order mails and the waiting list's). */
export const hasCatalogTemplate = (tr: Translator, purpose: string) => tr.has(`mail.${purpose}.body`);

/**
 * What a mail of `purpose` is written from in the mail's language (issue 53 items 5 and 6): German from the
 * school's template; another language from the school's translation of that template where it has one (its
 * content; a subject left empty is the catalog's), else from the catalog's text.
 */
export function templateInLanguage(
  tr: Translator,
  purpose: string,
  template: { subject: string; content: string; translations?: MailTemplateTranslations } | undefined,
): { subject: string; content: string } | undefined {
  if (tr.language === 'de') return template;
  const own = template?.translations?.[tr.language];
  if (!own?.content?.trim()) return catalogTemplate(tr, purpose);
  return { subject: own.subject?.trim() ? own.subject : catalogTemplate(tr, purpose).subject, content: own.content };
}
