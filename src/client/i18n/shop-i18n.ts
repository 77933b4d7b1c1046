import type { i18n } from 'i18next';
import { createContext } from 'react';
import { directionOf, isLanguage, type Language, LANGUAGE_COOKIE, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, loadCatalog } from '../../shared/i18n/languages';
import { negotiateLanguage } from '../../shared/i18n/negotiate';
import { createShopI18n } from './create-i18n';

/** The server render's instance (entry-server.tsx, one per language); in the browser there is one, below. */
export const ServerShopI18n = createContext<i18n | undefined>(undefined);

let client: i18n | undefined;
let preparing: Promise<i18n> | undefined;

export const clientShopI18n = (): i18n | undefined => client;

/** The choice this device remembers; undefined without one (or without storage, in private mode). */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The URL's `?lang=` when it names an offered language (an hreflang version of the page). */
export function urlLanguage(): Language | undefined {
  const value = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the app starts in. A server-rendered page's own (its `<html lang>`): hydration must render
 * what the server did. Otherwise the URL's, the remembered one, or the browser's preferred, else German.
 */
export function startLanguage(serverRendered: boolean): Language {
  const rendered = document.documentElement.lang;
  if (serverRendered && isLanguage(rendered)) return rendered;
  return urlLanguage() ?? storedLanguage() ?? negotiateLanguage(navigator.languages);
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
export function prepareClientShopI18n(language: Language): Promise<i18n> {
  const catalog = loadCatalog(language).catch(() => {
    language = 'de';
    return loadCatalog('de');
  });
  preparing ??= catalog.then((catalog) => {
    const made = createShopI18n(language, catalog);
    client = made;
    applyDocumentLanguage(language);
    return made;
  });
  return preparing;
}

/** Switches the shop's texts at once, without a reload (the cart stays as it is), and remembers the choice. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) instance.addResourceBundle(language, 'translation', await loadCatalog(language));
  await instance.changeLanguage(language);
  applyDocumentLanguage(language);
  rememberLanguage(language);
}
