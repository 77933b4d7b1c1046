import { useTranslation } from 'react-i18next';
import { formattersFor } from '../../shared/i18n/formatters';
import { type Language, languageOrDefault } from '../../shared/i18n/languages';

/**
 * The shop's texts in the visitor's language: `t(key, values)` over the catalogs, and the language's own
 * dates, times and money (Berlin time). Only inside the shop (ShopLanguage); staff screens stay German.
 */
export function useShopText() {
  const { t: translate, i18n } = useTranslation();
  const language: Language = languageOrDefault(i18n.language);
  const t: Translate = (key, values) => translate(key, values ?? {});
  return { t, language, format: formattersFor(language), schoolText: language === 'de' ? NO_MARK : GERMAN_TEXT };
}

/**
 * Attributes for what the school wrote (titles, descriptions, passages, cast, notes): German until it can be
 * written per language (issue 53 item 5), so marked German for screen readers and left to right inside an
 * Arabic page (its punctuation would otherwise jump to the wrong end).
 */
const GERMAN_TEXT = { lang: 'de', dir: 'ltr' } as const;
const NO_MARK = {} as const;

/** A catalog text by key with its ICU values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;
