import { DEFAULT_LANGUAGE, type Language, LANGUAGE_CODES } from '../i18n/languages';

/**
 * The school's own texts per language (issue 53 item 5): German is the base text, the others translations of
 * it. Pure rules shared by the server (what a visitor gets, what is missing, what may be saved) and the staff
 * editors (the "fehlt: EN, AR" notes).
 */

/** Languages a school text is translated into: every language the shop offers but German, the base text. */
export const TRANSLATION_LANGUAGES: readonly Language[] = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The staff screens are German: the languages named in German. */
const GERMAN_NAMES: Partial<Record<string, string>> = { en: 'Englisch', tr: 'Türkisch', uk: 'Ukrainisch', ar: 'Arabisch' };
export const germanLanguageName = (language: Language): string => GERMAN_NAMES[language] ?? language.toUpperCase();

/** The first key of a translations object that names no language a school text can be written in. */
export function unofferedLanguage(translations: Record<string, unknown> | undefined | null): string | undefined {
  return Object.keys(translations ?? {}).find((key) => !(TRANSLATION_LANGUAGES as readonly string[]).includes(key));
}

/** The refusal of such a key (a 400 with this text). */
export function unofferedLanguageMessage(key: string): string {
  const offered = TRANSLATION_LANGUAGES.map((language) => language.toUpperCase()).join(', ');
  if (key === DEFAULT_LANGUAGE) return `Deutsch ist der Grundtext und steht in den Feldern selbst, nicht bei den Übersetzungen (${offered}).`;
  return `Die Sprache „${key.slice(0, 10)}“ bietet der Shop nicht an. Übersetzen lässt sich in: ${offered}.`;
}

/** A text in the visitor's language: its translation when it has one, else the German text (`german` then true). */
export function textIn(german: string, translated: string | undefined | null): { text: string; german: boolean } {
  const own = translated?.trim();
  if (own) return { text: translated as string, german: false };
  return { text: german, german: german.trim() !== '' };
}

/** One text the school wrote, for completeness: its German and what each language has of it. */
export interface SchoolText {
  /** Where it stands, e.g. 'title', 'passages.0.text', 'categories.3'. */
  key: string;
  /** How the editor names it (German). */
  label: string;
  german: string;
  translated: Partial<Record<Language, string | undefined>>;
}

/** The languages a text lacks: none while its German is empty (there is nothing to translate). */
export function missingLanguages(text: Pick<SchoolText, 'german' | 'translated'>): Language[] {
  if (!text.german.trim()) return [];
  return TRANSLATION_LANGUAGES.filter((language) => !text.translated[language]?.trim());
}

/** The editors' note: 'fehlt: EN, AR'; '' when every language has the text. */
export function missingNote(text: Pick<SchoolText, 'german' | 'translated'>): string {
  const missing = missingLanguages(text);
  return missing.length ? `fehlt: ${missing.map((language) => language.toUpperCase()).join(', ')}` : '';
}

/** Per language, how many of the texts lack it and which. */
export type MissingTexts<T extends { key: string } = SchoolText> = Record<Language, { count: number; texts: T[] }>;

export function missingPerLanguage<T extends Pick<SchoolText, 'key' | 'german' | 'translated'>>(texts: readonly T[]): MissingTexts<T> {
  const result = Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, { count: 0, texts: [] as T[] }])) as MissingTexts<T>;
  for (const text of texts) {
    for (const language of missingLanguages(text)) {
      result[language].texts.push(text);
      result[language].count += 1;
    }
  }
  return result;
}

/**
 * A translations object as stored: only offered languages, each field trimmed by `clean`, empty fields and
 * languages without any text left out. `clean` returns '' for a field it drops.
 */
export function storedTranslations<T extends object>(
  translations: Record<string, T> | undefined,
  clean: (texts: T) => T | undefined,
): Partial<Record<Language, T>> {
  const stored: Partial<Record<Language, T>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const texts = translations?.[language];
    const cleaned = texts ? clean(texts) : undefined;
    if (cleaned && Object.keys(cleaned).length) stored[language] = cleaned;
  }
  return stored;
}

/** An object with its empty or blank string fields left out (a translation field left empty is none). */
export function withoutEmpty<T extends Record<string, string | undefined>>(texts: T): Partial<T> {
  return Object.fromEntries(Object.entries(texts).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Partial<T>;
}

/** The editors' summary: 'Englisch: 3 fehlen · Türkisch: vollständig · …'. */
export function translationSummary(missing: (language: Language) => number): string {
  return TRANSLATION_LANGUAGES.map((language) => `${germanLanguageName(language)}: ${missing(language) ? `${missing(language)} fehlen` : 'vollständig'}`).join(
    ' · ',
  );
}
