import { useTranslation } from 'react-i18next';
import { formattersFor } from '../../shared/i18n/formatters';
import { directionOf, type Language, languageOrDefault } from '../../shared/i18n/languages';

/**
 * The shop's texts in the visitor's language: `t(key, values)` over the catalogs, and the language's own
 * dates, times and money (Berlin time). Only inside the shop (ShopLanguage); staff screens stay German.
 */
export function useShopText() {
  const { t: translate, i18n } = useTranslation();
  const language: Language = languageOrDefault(i18n.language);
  const t: Translate = (key, values) => translate(key, values ?? {});
  return {
    t,
    language,
    format: formattersFor(language),
    schoolText: language === 'de' ? NO_MARK : GERMAN_TEXT,
    schoolTextOf: (source: SchoolTextSource | undefined, key: string, frame?: Language) => schoolTextMark(language, source, key, frame),
  };
}

/** What an answer says of its school texts (an event, a legal page): the language asked for, and those left German. */
export interface SchoolTextSource {
  language?: string;
  untranslated?: readonly string[];
}

/**
 * Attributes for one text the school wrote, by its key in the answer ('title', 'passages.0.text'): none when
 * it is in the page's language; else its own language, German where the school has not translated it (issue
 * 53 item 5), so a screen reader pronounces it right and an Arabic page keeps it left to right.
 * Inside a part of the page still marked German (`frame` 'de'), a translated text says its language.
 */
export function schoolTextMark(
  page: Language,
  source: SchoolTextSource | undefined,
  key: string,
  frame: Language = page,
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const text = source?.language && !source.untranslated?.includes(key) ? languageOrDefault(source.language) : 'de';
  // `frame`: the language of the element around it, where that is not the page's (a page still marked German).
  if (text === frame) return NO_MARK;
  return text === 'de' ? GERMAN_TEXT : { lang: text, dir: directionOf(text) };
}

/**
 * Attributes for what the school wrote that has no translations (cast, venue): German, so marked German for
 * screen readers and left to right inside an Arabic page (its punctuation would otherwise jump to the wrong end).
 */
const GERMAN_TEXT = { lang: 'de', dir: 'ltr' } as const;
const NO_MARK = {} as const;

/** A catalog text by key with its ICU values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
