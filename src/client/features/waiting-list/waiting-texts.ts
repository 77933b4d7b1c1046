import { SHOP_TIME_ZONE } from '../../../shared/domain/berlin-time';
import { deadlineText, offeredSeatsSentence, seatsByRow } from '../../../shared/domain/offer-texts';
import { directionOf, localeOf } from '../../../shared/i18n/languages';
import { visitorErrorText } from '../../i18n/error-texts';
import { useShopText } from '../../i18n/use-shop-text';
import { ApiError } from '../../lib/api-client';

/** Refusals of the waiting list's calls that the catalogs word in every language (waiting.error.CODE). */
const WORDED_CODES = new Set([
  'OFFLINE',
  'WAITING_ENTRY_NOT_FOUND',
  'WAITING_ENTRY_BOUGHT',
  'WAITING_LIST_THROTTLED',
  'PERFORMANCE_UNAVAILABLE',
  'NO_WAITING_LIST',
  'CATEGORY_UNAVAILABLE',
  'NOT_SOLD_OUT',
  'INVALID_WAITING_ENTRY',
]);

/**
 * The waiting list's texts in the visitor's language (issue 53). German stays what the page said before:
 * the server's own answers, the shop's German date and seat wording. Elsewhere the catalogs speak, and a
 * server answer is read from its code; an unknown code keeps the German message, never a blank line.
 */
export function useWaitingText() {
  const shop = useShopText();
  const { t, language, format } = shop;
  const german = language === 'de';
  const rtl = directionOf(language) === 'rtl';
  /** What a visitor typed (a name) keeps its own direction inside an Arabic sentence. */
  const own = (text: string) => (rtl ? `\u2068${text}\u2069` : text);
  return {
    ...shop,
    own,
    /** '08.07.2025, 19:00 Uhr', '08/07/2025, 19:00'. */
    dateTime: (value: string) => t('waiting.dateTime', { date: format.date(value), time: format.time(value) }),
    tickets: (count: number) => t('waiting.tickets', { count }),
    /** A success answer: German as the server wrote it, else the catalog's wording of it. */
    answer: (message: string, key: string, values?: Record<string, unknown>) => (german && message ? message : t(key, values)),
    /** A refusal or failure in words; `fallbackKey` when nothing better is known. */
    failure: (error: unknown, fallbackKey = 'waiting.failed') => {
      const message = error instanceof Error ? error.message : '';
      // A link cut short or mistyped fails the token's format: to the visitor that is an entry not found.
      if (error instanceof ApiError && error.code === 'VALIDATION' && tokenRefused(error)) return t('waiting.error.WAITING_ENTRY_NOT_FOUND');
      if (german) return message || t(fallbackKey);
      if (error instanceof ApiError && WORDED_CODES.has(error.code)) return t(`waiting.error.${error.code}`);
      // Refusals shared with the other shop pages (the link throttle among them) in their common wording.
      return error instanceof ApiError && message ? visitorErrorText(error, t, language) : t(fallbackKey);
    },
    /** 'gilt bis Do, 03.12., 00:27 Uhr' — the weekday tells at a glance whether it is tonight or tomorrow. */
    deadline: (at: Date, now: Date) => (german ? deadlineText(at, now) : deadlineIn(localeOf(language), rtl, at, now)),
    /** 'Deine Plätze: Reihe A, Plätze 1 und 2.'; empty without seats. */
    seatsSentence: (labels: readonly string[]) => {
      if (german) return offeredSeatsSentence(labels);
      return labels.length ? t('waiting.seats', { seats: seatRows(labels, localeOf(language), t) }) : '';
    },
  };
}

/** Whether a validation answer names the link's token among its fields. */
const tokenRefused = (error: ApiError) => Object.hasOwn((error.body as { fields?: object } | undefined)?.fields ?? {}, 'token');

const yearOf = (date: Date) => new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(date);

/** As the offer mail writes it (waiting-list-mail.ts): weekday, day and month, the year only when it is another. */
function deadlineIn(locale: string, rtl: boolean, at: Date, now: Date): string {
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    ...(yearOf(at) === yearOf(now) ? {} : { year: 'numeric' as const }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return rtl ? `\u2068${text}\u2069` : text;
}

/** Seats grouped by row in the order given, as offer-texts.ts groups them in German; other labels as they are. */
function seatRows(labels: readonly string[], locale: string, t: (key: string, values?: Record<string, unknown>) => string): string {
  const { rows, others } = seatsByRow(labels);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const named = rows.map(({ row, numbers }) => t('waiting.seatRow', { count: numbers.length, row, numbers: list.format(numbers) }));
  return [...named, ...others].join('; ');
}
