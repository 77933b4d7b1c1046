import i18next, { type i18n } from 'i18next';
import ICU from 'i18next-icu';
import type { Catalog, Language } from '../../shared/i18n/languages';
import { localeOf } from '../../shared/i18n/languages';

/**
 * An i18next instance over one catalog, ICU MessageFormat for plurals and placeholders (issue 53). Built
 * synchronously from an already loaded catalog, so a server render and the hydrating browser start alike.
 * Keys are flat ('nav.cart'), no dots or colons as separators.
 */
export function createShopI18n(language: Language, catalog: Catalog): i18n {
  const instance = i18next.createInstance();
  // The locale ICU formats plural categories and '#' numbers in: Arabic keeps Western digits.
  instance.use(new ICU({ parseLngForICU: (code) => localeOf(code as Language) }));
  void instance.init({
    lng: language,
    resources: { [language]: { translation: catalog } },
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // React escapes what it renders; ICU values are never HTML.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
