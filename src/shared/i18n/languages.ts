/**
 * The shop's languages (issue 53): German is the default and the source of every text (the spec's wording);
 * the others are translations of it. A sixth language is one catalog file in ./catalogs and one row here.
 * Each is named in itself, so a parent who reads no German finds their own in the switch.
 * Arabic writes Western digits (ar-u-nu-latn): prices, dates and codes then read as the ticket, the door
 * and the bank show them.
 */
export const LANGUAGES = [
  { code: 'de', name: 'Deutsch', locale: 'de-DE', dir: 'ltr', load: () => import('./catalogs/de.json') },
  { code: 'en', name: 'English', locale: 'en-GB', dir: 'ltr', load: () => import('./catalogs/en.json') },
  { code: 'tr', name: 'Türkçe', locale: 'tr-TR', dir: 'ltr', load: () => import('./catalogs/tr.json') },
  { code: 'uk', name: 'Українська', locale: 'uk-UA', dir: 'ltr', load: () => import('./catalogs/uk.json') },
  { code: 'ar', name: 'العربية', locale: 'ar-u-nu-latn', dir: 'rtl', load: () => import('./catalogs/ar.json') },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';
/** A catalog: flat keys to ICU MessageFormat texts. */
export type Catalog = Record<string, string>;

export const DEFAULT_LANGUAGE: Language = 'de';
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code);

/**
 * Where the device keeps the visitor's choice (beside the spec's cartItems, cartDonation, authUser and
 * cookie_consent_v2), and the cookie that mirrors it for the server, which cannot read localStorage.
 * The choice is essential (the page must be readable), so it needs no consent.
 */
export const LANGUAGE_STORAGE_KEY = 'shopLanguage';
export const LANGUAGE_COOKIE = 'lang';
/** The query parameter of the pages' language versions (`?lang=en`, named by hreflang). */
export const LANGUAGE_QUERY = 'lang';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** A language from a URL, cookie or storage; anything unknown or missing is German, never an error. */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const entry = (language: Language) => LANGUAGES.find((candidate) => candidate.code === language) ?? LANGUAGES[0];

export const directionOf = (language: Language): TextDirection => entry(language).dir;
export const localeOf = (language: Language): string => entry(language).locale;
export const nameOf = (language: Language): string => entry(language).name;

/** The catalog of a language, as its own chunk: a visitor downloads only their own. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const loaded = (await entry(language).load()) as { default: Catalog };
  return loaded.default;
}
