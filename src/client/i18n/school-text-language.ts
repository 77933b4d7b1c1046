import { DEFAULT_LANGUAGE, type Language, LANGUAGE_QUERY, languageOrDefault } from '../../shared/i18n/languages';
import { clientShopI18n } from './shop-i18n';

/**
 * The language a route loader asks the school's texts in (issue 53 item 5): the server render's (its request
 * context, entry-server.tsx), else the shop's in the browser.
 */
export function schoolTextLanguage(context?: unknown): Language {
  const rendering = (context as { language?: unknown } | null | undefined)?.language;
  if (rendering !== undefined) return languageOrDefault(rendering);
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return languageOrDefault(clientShopI18n()?.language ?? document.documentElement.lang);
}

/**
 * The query naming it: `lang=en`, so each language is an address of its own in every cache (the service
 * worker's, the server's). German asks as it always has, without one.
 */
export function schoolTextQuery(context?: unknown): Record<string, string> {
  const language = schoolTextLanguage(context);
  return language === DEFAULT_LANGUAGE ? {} : { [LANGUAGE_QUERY]: language };
}
