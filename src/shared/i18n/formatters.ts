import { SHOP_TIME_ZONE } from '../domain/berlin-time.js';
import { formatDate, formatEuros, formatLongDate, formatTime } from '../domain/format.js';
import { directionOf, type Language, localeOf } from './languages.js';

/** Dates, times, numbers and money as a language writes them; the clock is always the shop's (Berlin). */
export interface Formatters {
  /** '08.07.2025', '08/07/2025' */
  date: (value: Date | string) => string;
  /** 'Dienstag, 8. Juli 2025', 'Tuesday, 8 July 2025' */
  longDate: (value: Date | string) => string;
  /** '19:00' in every language: the shop's times are a 24-hour clock, as on the tickets. */
  time: (value: Date | string) => string;
  /** '5,50 €', '€5.50' */
  money: (euros: number) => string;
  number: (value: number) => string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * German keeps the shop's own formatters (shared/domain/format.ts): the spec's texts byte for byte, and no
 * Intl object built on a German page. Built on first use per language, then kept.
 */
const GERMAN: Formatters = {
  date: formatDate,
  longDate: formatLongDate,
  time: formatTime,
  money: formatEuros,
  number: (value) => new Intl.NumberFormat('de-DE').format(value),
};

/**
 * Right to left, a date or price stands in Unicode isolates (FSI … PDI, what `<bdi>` does): its digits,
 * slashes and euro sign keep their order inside Arabic text, wherever a catalog puts the placeholder.
 */
const isolated = (format: (value: never) => string) => (value: never) => `\u2068${format(value)}\u2069`;

function intlFormatters(locale: string, rtl: boolean): Formatters {
  const date = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  const longDate = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // narrowSymbol: '€' rather than 'EUR' where a locale spells the code out (Ukrainian).
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale);
  const formatters: Formatters = {
    date: (value) => date.format(toDate(value)),
    longDate: (value) => longDate.format(toDate(value)),
    time: (value) => time.format(toDate(value)),
    money: (euros) => money.format(Math.round(euros * 100) / 100),
    number: (value) => number.format(value),
  };
  if (!rtl) return formatters;
  return Object.fromEntries(Object.entries(formatters).map(([name, format]) => [name, isolated(format as (value: never) => string)])) as unknown as Formatters;
}

const made = new Map<Language, Formatters>([['de', GERMAN]]);

export function formattersFor(language: Language): Formatters {
  let formatters = made.get(language);
  if (!formatters) {
    formatters = intlFormatters(localeOf(language), directionOf(language) === 'rtl');
    made.set(language, formatters);
  }
  return formatters;
}
