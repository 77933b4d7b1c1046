import { DEFAULT_LANGUAGE, type Language, LANGUAGE_CODES, languageOrDefault } from './languages.js';

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
 * German when it names none of them. '*' is German too: the shop's own language.
 */
export function negotiateLanguage(acceptLanguage: string | readonly string[] | undefined | null, offered: readonly Language[] = LANGUAGE_CODES): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : acceptLanguage.join(',');
  for (const range of ranges(header)) {
    if (range.tag === '*') return DEFAULT_LANGUAGE;
    const primary = range.tag.split('-')[0];
    const found = offered.find((language) => language === primary);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
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
 * URL or the cookie, is German (issue 53: never a blank page, never a guess).
 */
export function requestLanguage(request: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Language {
  if (request.query != null) return languageOrDefault(request.query);
  if (request.cookie != null) return languageOrDefault(request.cookie);
  return negotiateLanguage(request.acceptLanguage);
}
