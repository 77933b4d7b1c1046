import { LANGUAGE_COOKIE, type Language } from '../../shared/i18n/languages.js';
import { cookieValue, requestLanguage } from '../../shared/i18n/negotiate.js';
import { FULL_OFFER } from '../../shared/i18n/offer.js';
import type { Db } from '../db/database.js';
import { languageOffer } from '../modules/localization/index.js';

/**
 * The language a visitor shops in (the `lang` cookie the shop's switch sets, else Accept-Language; the shop's
 * default language for anything else, and for a language it does not offer), for what the server writes to
 * them later: an order keeps it, and so does a waiting-list sign-up (issue 53 items 6 and 7).
 */
export async function visitorLanguage(db: Db, headers: { cookie?: string; 'accept-language'?: string }, query?: string): Promise<Language> {
  // Without the settings (a database that cannot answer just now) every language counts as offered.
  const offer = await languageOffer(db).catch(() => FULL_OFFER);
  return requestLanguage({ query, cookie: cookieValue(headers.cookie, LANGUAGE_COOKIE), acceptLanguage: headers['accept-language'] }, offer);
}

/**
 * The language of the school's texts in a public answer (issue 53 item 5): the query's `lang` (the shop's pages
 * name theirs, so each language is its own address in the caches), else the visitor's. A `lang` the shop does
 * not offer is its default language. Without `lang` the answer varies with the cookie and Accept-Language, and says so.
 */
export function textLanguage(
  db: Db,
  request: { query: unknown; headers: { cookie?: string; 'accept-language'?: string } },
  reply: { header: (name: string, value: string) => unknown },
): Promise<Language> {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof asked === 'string') return visitorLanguage(db, {}, asked);
  reply.header('Vary', 'Accept-Language, Cookie');
  return visitorLanguage(db, request.headers);
}
