import { type Catalog, DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_CODES } from './languages.js';

/**
 * Which of the product's languages the shop offers its visitors and which one a visitor gets whose browser
 * names none of them (issue 53 item 7, the spec's "Standardsprache" and "Unterstützte Sprachen", set on the
 * back office's Localization page). German is always offered: every text is written in it first.
 */
export interface LanguageOffer {
  defaultLanguage: Language;
  /** In the order of LANGUAGES, German first. */
  offered: readonly Language[];
}

/** Without a setting: every language of the product, German the default. */
export const FULL_OFFER: LanguageOffer = { defaultLanguage: DEFAULT_LANGUAGE, offered: LANGUAGE_CODES };

/**
 * The offer from stored (or sent) values, always a usable one: unknown codes are dropped, German is added,
 * and a default the shop does not offer is German.
 */
export function resolveOffer(defaultLanguage: unknown, offered: unknown): LanguageOffer {
  const listed = Array.isArray(offered) ? offered.filter(isLanguage) : LANGUAGE_CODES;
  const languages = LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || listed.includes(code));
  return { defaultLanguage: isLanguage(defaultLanguage) && languages.includes(defaultLanguage) ? defaultLanguage : DEFAULT_LANGUAGE, offered: languages };
}

export const isOffered = (value: unknown, offer: LanguageOffer): value is Language => isLanguage(value) && offer.offered.includes(value);

/** A language from a URL, cookie or storage if the shop offers it, else the shop's default language. */
export const offeredOrDefault = (value: unknown, offer: LanguageOffer): Language => (isOffered(value, offer) ? value : offer.defaultLanguage);

/** The school's own wording of catalog texts, per language: key → text, laid over the catalog. */
export type TextOverrides = Partial<Record<Language, Catalog>>;

/**
 * What the shop's pages need of the localization (config/public.php, and each server-rendered page for its
 * hydration): the offer and the school's wording of the offered languages.
 */
export interface ShopTexts extends LanguageOffer {
  overrides: TextOverrides;
}

export const NO_SHOP_TEXTS: ShopTexts = { ...FULL_OFFER, overrides: {} };

/** The texts from an answer or a page's data element; anything unreadable is the full offer without overrides. */
export function readShopTexts(raw: unknown): ShopTexts {
  if (!raw || typeof raw !== 'object') return NO_SHOP_TEXTS;
  const value = raw as { default_language?: unknown; supported_languages?: unknown; overrides?: unknown };
  const offer = resolveOffer(value.default_language, value.supported_languages);
  const overrides: TextOverrides = {};
  if (value.overrides && typeof value.overrides === 'object') {
    for (const [language, texts] of Object.entries(value.overrides as Record<string, unknown>)) {
      if (!isOffered(language, offer) || !texts || typeof texts !== 'object') continue;
      overrides[language] = Object.fromEntries(
        Object.entries(texts as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
  }
  return { ...offer, overrides };
}

/** The wire form of ShopTexts (snake case, as the spec's API writes its fields). */
export const shopTextsJson = (texts: ShopTexts) => ({
  default_language: texts.defaultLanguage,
  supported_languages: [...texts.offered],
  overrides: texts.overrides,
});
