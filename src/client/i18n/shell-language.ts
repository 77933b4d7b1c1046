import { directionOf, isLanguage, type Language, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY } from '../../shared/i18n/languages';
import { negotiateLanguage } from '../../shared/i18n/negotiate';

/** The choice this device remembers; undefined without one (or without storage, in private mode). */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The URL's `?lang=` when it names a language of the shop (an hreflang version of the page). */
export function urlLanguage(): Language | undefined {
  const value = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  return isLanguage(value) ? value : undefined;
}

/**
 * The shell's `<html lang dir>` before any app code has loaded (issue 53): the shell the service worker
 * keeps offline was fetched once, in German, so its loading line (one per language, shown by `<html lang>`)
 * follows the device's choice from here. The shop's languages settle it once the app starts
 * (shop-i18n.ts); a server-rendered page and the staff screens keep what the server wrote.
 */
export function applyShellLanguage(serverRendered: boolean): void {
  if (serverRendered || /^\/(admin|kiosk)(\/|$)/.test(window.location.pathname)) return;
  const language = urlLanguage() ?? storedLanguage() ?? negotiateLanguage(navigator.languages);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
