import type { MailPurpose, MailTemplateDto, MailTemplateSummary, TemplateSaveRequest } from '../../../shared/api/mail.js';
import type { AppContext } from '../../http/context.js';
import { MAIL_HTML_POLICY } from '../../../shared/domain/html-policy.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { sanitizeHtml, sanitizeText } from '../../http/sanitize-html.js';
import * as repo from './mail-templates.repository.js';
import type { MailTemplateTranslations } from '../../../shared/api/school-texts.js';
import { storedTranslations, unofferedLanguage, unofferedLanguageMessage, withoutEmpty } from '../../../shared/domain/school-texts.js';

const TEMPLATE_NOT_FOUND = 'Template nicht gefunden.';
const ONE_ACTIVE = 'Für jeden Zweck muss eine Vorlage aktiv bleiben. Aktivieren Sie zuerst eine andere Vorlage.';

type Row = Awaited<ReturnType<typeof repo.listTemplates>>[number];
const summary = (row: Row): MailTemplateSummary => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  status: row.status === 'active' ? 'active' : 'inactive',
  purpose: row.purpose as MailPurpose,
  event_id: row.event_id,
  lastEdited: row.updated_at.toISOString(),
});

export async function listTemplates(ctx: AppContext): Promise<MailTemplateSummary[]> {
  return (await repo.listTemplates(ctx.db)).map(summary);
}

export async function getTemplate(ctx: AppContext, id: number): Promise<MailTemplateDto> {
  const row = await repo.findTemplate(ctx.db, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND, 'TEMPLATE_NOT_FOUND');
  return { ...summary(row), content: row.content, translations: row.translations };
}

/**
 * Creates or updates a template. Activating it deactivates the other template of its purpose in the same
 * transaction; the last active template of a purpose cannot be switched off or moved away.
 */
/** Subject and content of each language cleaned as the German ones are; a language without content has no translation. */
async function cleanTranslations(translations: MailTemplateTranslations): Promise<MailTemplateTranslations> {
  const cleaned: MailTemplateTranslations = {};
  for (const [language, texts] of Object.entries(translations)) {
    const subject = texts.subject === undefined ? undefined : (await sanitizeText(texts.subject)).trim();
    if (subject && /[\r\n]/.test(subject)) throw invalid('Der Betreff muss einzeilig sein.', 'TEMPLATE_SUBJECT');
    const content = texts.content === undefined ? undefined : await sanitizeHtml(texts.content, MAIL_HTML_POLICY);
    cleaned[language] = withoutEmpty({ subject, content: content?.trim() ? content : undefined });
  }
  return storedTranslations(cleaned, (texts) => texts);
}

export async function saveTemplate(ctx: AppContext, input: TemplateSaveRequest): Promise<MailTemplateDto> {
  const foreign = unofferedLanguage(input.translations);
  if (foreign !== undefined) throw invalid(unofferedLanguageMessage(foreign), 'LANGUAGE_NOT_OFFERED');
  const values: repo.TemplateWrite = {
    name: (await sanitizeText(input.name)).trim(),
    subject: (await sanitizeText(input.subject)).trim(),
    // Defence in depth: the mail policy the editor's preview uses, so a stored template never carries a script.
    content: await sanitizeHtml(input.content, MAIL_HTML_POLICY),
    purpose: input.purpose,
    status: input.status,
    event_id: input.event_id ?? null,
    ...(input.translations ? { translations: JSON.stringify(await cleanTranslations(input.translations)) } : {}),
    updated_at: ctx.now(),
  };
  if (!values.name || !values.subject || !values.content.trim()) throw invalid('Name, Betreff und Inhalt sind Pflichtfelder.', 'TEMPLATE_INCOMPLETE');
  if (/[\r\n]/.test(values.subject)) throw invalid('Der Betreff muss einzeilig sein.', 'TEMPLATE_SUBJECT');
  // The mail module reads no events table: the foreign key says whether the event exists.
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const named = await repo.findByName(trx, values.name);
      if (named && named.id !== input.id) throw conflict('Eine Vorlage mit diesem Namen gibt es schon.', 'TEMPLATE_NAME_TAKEN');
      if (input.id !== undefined) {
        const current = await repo.findTemplate(trx, input.id);
        if (!current) throw notFound(TEMPLATE_NOT_FOUND, 'TEMPLATE_NOT_FOUND');
        // Only the shop's templates must stay: an event without its own active template uses the shop's.
        const leavesActive =
          current.status === 'active' &&
          current.event_id === null &&
          (values.status !== 'active' || values.purpose !== current.purpose || values.event_id !== null);
        if (leavesActive) throw conflict(ONE_ACTIVE, 'LAST_ACTIVE_TEMPLATE');
      }
      if (values.status === 'active') await repo.deactivateOthers(trx, values.purpose, values.event_id, input.id ?? null);
      if (input.id === undefined) return repo.insertTemplate(trx, values);
      await repo.updateTemplate(trx, input.id, values);
      return input.id;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23503') throw invalid('Dieses Event gibt es nicht (mehr).', 'TEMPLATE_EVENT');
      throw error;
    });
  return getTemplate(ctx, id);
}

export async function deleteTemplate(ctx: AppContext, id: number): Promise<void> {
  const row = await repo.findTemplate(ctx.db, id);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND, 'TEMPLATE_NOT_FOUND');
  if (row.status === 'active' && row.event_id === null) throw conflict(ONE_ACTIVE, 'LAST_ACTIVE_TEMPLATE');
  await repo.deleteTemplate(ctx.db, id);
}
