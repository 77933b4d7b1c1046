import i18next, { type i18n } from 'i18next';
import ICU from 'i18next-icu';
import type { Catalog, Language } from '../../shared/i18n/languages';
import { localeOf } from '../../shared/i18n/languages';
import { NO_SHOP_TEXTS, type ShopTexts } from '../../shared/i18n/offer';

/**
 * The offer and the school's wording each instance was made with (the switch and later languages read them),
 * by the instance's resource store: react-i18next hands components a wrapper of the instance, not the
 * instance itself, and the wrapper shares its store.
 */
const textsOf = new WeakMap<object, ShopTexts>();

/** What the shop offers and the school's wording, as the instance was made with; everything, unchanged, without. */
export const shopTextsOf = (instance: i18n | undefined): ShopTexts => (instance?.store && textsOf.get(instance.store)) || NO_SHOP_TEXTS;

/** A language's catalog with the school's own wording laid over it (issue 53 item 7). */
export const withOverrides = (language: Language, catalog: Catalog, texts: ShopTexts): Catalog => {
  const own = texts.overrides[language];
  return own ? { ...catalog, ...own } : catalog;
};

/**
 * An i18next instance over one catalog, ICU MessageFormat for plurals and placeholders (issue 53). Built
 * synchronously from an already loaded catalog, so a server render and the hydrating browser start alike.
 * Keys are flat ('nav.cart'), no dots or colons as separators. `texts` names the languages the shop
 * offers and carries the school's wording, laid over the catalog as the language's resources.
 */
export function createShopI18n(language: Language, catalog: Catalog, texts: ShopTexts = NO_SHOP_TEXTS): i18n {
  const instance = i18next.createInstance();
  // The locale ICU formats plural categories and '#' numbers in: Arabic keeps Western digits.
  instance.use(new ICU({ parseLngForICU: (code) => localeOf(code as Language) }));
  void instance.init({
    lng: language,
    resources: { [language]: { translation: withOverrides(language, catalog, texts) } },
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // React escapes what it renders; ICU values are never HTML.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  textsOf.set(instance.store, texts);
  return instance;
}
