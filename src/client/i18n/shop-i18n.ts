import type { i18n } from 'i18next';
import { createContext } from 'react';
import { SHOP_TEXTS_ID } from '../../shared/api/ssr';
import { directionOf, isLanguage, type Language, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, loadCatalog } from '../../shared/i18n/languages';
import { negotiateLanguage } from '../../shared/i18n/negotiate';
import { FULL_OFFER, isOffered, type LanguageOffer, NO_SHOP_TEXTS, readShopTexts, type ShopTexts } from '../../shared/i18n/offer';
import { loadShopTexts } from '../lib/public-config';
import { serverPageData } from '../lib/server-page-data';
import { createShopI18n, shopTextsOf, withOverrides } from './create-i18n';
import { storedLanguage, urlLanguage } from './shell-language';

/** The server render's instance (entry-server.tsx, one per language); in the browser there is one, below. */
export const ServerShopI18n = createContext<i18n | undefined>(undefined);

let client: i18n | undefined;
let preparing: Promise<i18n> | undefined;

export const clientShopI18n = (): i18n | undefined => client;

/**
 * The language the app starts in. A server-rendered page's own (its `<html lang>`): hydration must render
 * what the server did. Otherwise the URL's, the remembered one, or the browser's preferred, each only if the
 * shop offers it (the Localization page), else the shop's default language.
 */
export function startLanguage(serverRendered: boolean, offer: LanguageOffer = FULL_OFFER): Language {
  const rendered = document.documentElement.lang;
  if (serverRendered && isLanguage(rendered)) return rendered;
  return [urlLanguage(), storedLanguage()].find((chosen) => isOffered(chosen, offer)) ?? negotiateLanguage(navigator.languages, offer);
}

/** A server-rendered page's offer and the school's wording, as the server rendered it (SHOP_TEXTS_ID). */
export function pageShopTexts(): ShopTexts | undefined {
  const json = serverPageData(SHOP_TEXTS_ID);
  if (json === undefined) return undefined;
  try {
    return readShopTexts(JSON.parse(json));
  } catch {
    return undefined;
  }
}

/** How long a page without the server's texts waits for config/public.php before it starts with every language, unchanged. */
const TEXTS_WAIT_MS = 2500;

/**
 * The browser's instance for the page being opened: the server-rendered page's own texts, or those of
 * config/public.php (the one request the shop's chrome makes anyway; the service worker keeps it for
 * offline). The catalog the visitor most likely needs is asked for meanwhile.
 */
export async function prepareShopLanguage(serverRendered: boolean): Promise<i18n> {
  const onPage = serverRendered ? pageShopTexts() : undefined;
  if (onPage) return prepareClientShopI18n(startLanguage(true, onPage), onPage);
  loadCatalog(startLanguage(serverRendered)).catch(() => undefined);
  const texts = await Promise.race([loadShopTexts(), new Promise<ShopTexts>((resolve) => setTimeout(() => resolve(NO_SHOP_TEXTS), TEXTS_WAIT_MS))]);
  return prepareClientShopI18n(startLanguage(serverRendered, texts), texts);
}

/** `<html lang dir>` follow the language: screen readers pronounce it, Arabic mirrors. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Remembers the choice on the device, and in a cookie for the server, which renders the next page in it
 * (it cannot read localStorage). A year, for the whole site; Lax, as it carries nothing secret.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // No storage (private mode): the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Whether the cookie already says what the device remembers (the footer's Cookies link clears all cookies). */
export const cookieMatches = (language: Language) => document.cookie.split(/;\s*/).includes(`${LANGUAGE_COOKIE}=${language}`);

/**
 * The browser's instance in `language`, its catalog loaded first (one chunk per language). A catalog that
 * cannot load (offline, an update in between) gives German, never a page that waits for ever.
 */
export function prepareClientShopI18n(language: Language, texts: ShopTexts = NO_SHOP_TEXTS): Promise<i18n> {
  const catalog = loadCatalog(language).catch(() => {
    language = 'de';
    return loadCatalog('de');
  });
  preparing ??= catalog.then((catalog) => {
    const made = createShopI18n(language, catalog, texts);
    client = made;
    applyDocumentLanguage(language);
    return made;
  });
  return preparing;
}

/**
 * Switches the shop's texts at once, without a reload (the cart stays as it is), and remembers the choice.
 * The school's wording of the language is laid over its catalog as it loads.
 */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', withOverrides(language, await loadCatalog(language), shopTextsOf(instance)));
  await instance.changeLanguage(language);
  applyDocumentLanguage(language);
  rememberLanguage(language);
}
