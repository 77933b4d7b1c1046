import type { EventSaveRequest } from '../../../shared/api/events-admin.js';
import type { CategoryTranslations, EventTexts, EventTranslations } from '../../../shared/api/school-texts.js';
import { storedTranslations, unofferedLanguage, unofferedLanguageMessage, withoutEmpty } from '../../../shared/domain/school-texts.js';
import { invalid } from '../../domain-errors.js';
import { sanitizeText } from '../../http/sanitize-html.js';

/** A translation in a language the shop does not offer is refused whole (issue 53: a 400 with a German message). */
export function refuseUnofferedLanguages(input: EventSaveRequest): void {
  const found = [input.translations, ...input.categories.map((category) => category.translations)].map(unofferedLanguage).find(Boolean);
  if (found !== undefined)
    throw invalid(unofferedLanguageMessage(found), 'LANGUAGE_NOT_OFFERED', { fields: { translations: unofferedLanguageMessage(found) } });
}

const clean = async (text: string | undefined) => (text === undefined ? undefined : (await sanitizeText(text)).trim());

/** As the German texts are cleaned (markup out, trimmed); empty fields are no translation. */
async function cleanTexts(texts: EventTexts): Promise<EventTexts> {
  const facts =
    texts.facts &&
    withoutEmpty({
      recommendedAge: await clean(texts.facts.recommendedAge),
      duration: await clean(texts.facts.duration),
      notes: await clean(texts.facts.notes),
    });
  const passages =
    texts.passages &&
    (await Promise.all(texts.passages.map(async (passage) => ({ title: (await clean(passage.title)) ?? '', text: (await clean(passage.text)) ?? '' }))));
  const metaDescription = (await clean(texts.metaDescription))?.replace(/\s+/g, ' ');
  const cast = texts.cast && (await Promise.all(texts.cast.map(async (member) => ({ role: (await clean(member.role)) ?? '' }))));
  const venue = texts.venue && withoutEmpty({ name: await clean(texts.venue.name), parkingNote: await clean(texts.venue.parkingNote) });
  return {
    ...withoutEmpty({ title: await clean(texts.title), description: await clean(texts.description), metaDescription }),
    ...(facts && Object.keys(facts).length ? { facts } : {}),
    ...(passages?.some((passage) => passage.title || passage.text) ? { passages } : {}),
    ...(cast?.some((member) => member.role) ? { cast } : {}),
    ...(venue && Object.keys(venue).length ? { venue } : {}),
  };
}

export async function cleanEventTranslations(translations: EventTranslations): Promise<EventTranslations> {
  const cleaned = Object.fromEntries(
    await Promise.all(Object.entries(translations).map(async ([language, texts]) => [language, await cleanTexts(texts)] as const)),
  );
  return storedTranslations(cleaned, (texts) => texts);
}

export async function cleanCategoryTranslations(translations: CategoryTranslations): Promise<CategoryTranslations> {
  const cleaned = Object.fromEntries(
    await Promise.all(Object.entries(translations).map(async ([language, texts]) => [language, withoutEmpty({ name: await clean(texts.name) })] as const)),
  );
  return storedTranslations(cleaned, (texts) => texts);
}
