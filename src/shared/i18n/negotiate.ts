import type { Language } from './languages.js';
import { FULL_OFFER, type LanguageOffer, offeredOrDefault } from './offer.js';

interface Ranged {
  tag: string;
  q: number;
  order: number;
}

/** The ranges of an Accept-Language header with their weights; malformed entries and q=0 are dropped. */
function ranges(header: string): Ranged[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0, order };
    })
    .filter((range) => /^([a-z]{1,8}(-[a-z0-9]{1,8})*|\*)$/.test(range.tag) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The offered language a browser prefers most (RFC 4647 lookup on the primary subtag: 'tr-TR' is Turkish),
 * the shop's default language (German unless the Localization page says otherwise) when it names none of
 * them. '*' is the default too. A language the shop does not offer is never chosen.
 */
export function negotiateLanguage(acceptLanguage: string | readonly string[] | undefined | null, offer: LanguageOffer = FULL_OFFER): Language {
  if (!acceptLanguage) return offer.defaultLanguage;
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : acceptLanguage.join(',');
  for (const range of ranges(header)) {
    if (range.tag === '*') return offer.defaultLanguage;
    const primary = range.tag.split('-')[0];
    const found = offer.offered.find((language) => language === primary);
    if (found) return found;
  }
  return offer.defaultLanguage;
}

/** The value of one cookie in a Cookie header, undefined without it. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language a page is rendered in: `?lang=` first (the hreflang versions), then the visitor's remembered
 * choice (its cookie), then the browser's Accept-Language. A `lang` that names no offered language, in the
 * URL or the cookie, is the shop's default language, German unless set otherwise (issue 53: never a blank
 * page, never a guess, never a language the school switched off).
 */
export function requestLanguage(
  request: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null },
  offer: LanguageOffer = FULL_OFFER,
): Language {
  if (request.query != null) return offeredOrDefault(request.query, offer);
  if (request.cookie != null) return offeredOrDefault(request.cookie, offer);
  return negotiateLanguage(request.acceptLanguage, offer);
}
