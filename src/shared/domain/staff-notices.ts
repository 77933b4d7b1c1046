import { berlinDay, berlinInstant } from './berlin-time';

/**
 * "Neue Bestellungen per E-Mail" (issue 33): staff hear of paid orders either with one mail per order or
 * with one summary a day, sent to the addresses configured.
 */
export type NewOrderNotice = 'order' | 'daily';

export const NEW_ORDER_NOTICE_OPTIONS = [
  ['order', 'Eine Mail pro Bestellung'],
  ['daily', 'Tägliche Zusammenfassung'],
] as const;

/** The summary of a day goes out from 07:00 the next morning (Berlin). */
export const DIGEST_HOUR = '07:00';
/** Per-order mails cover orders paid this recently: turning the setting on does not mail the shop's history. */
export const ORDER_NOTICE_LOOKBACK_MS = 60 * 60_000;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The addresses of the setting, one per line or separated by commas or semicolons; invalid ones are reported. */
export function parseRecipients(text: string): { addresses: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const addresses = [...new Set(parts.filter((part) => EMAIL.test(part)).map((part) => part.toLowerCase()))];
  return { addresses, invalid: parts.filter((part) => !EMAIL.test(part)) };
}

/** The instants a Berlin day (YYYY-MM-DD) starts and ends; 23 or 25 hours at the summer-time changes. */
export function berlinDayBounds(day: string): { from: Date; until: Date } {
  const from = berlinInstant(day, '00:00');
  const next = berlinDay(new Date(from.getTime() + 36 * 60 * 60_000));
  return { from, until: berlinInstant(next, '00:00') };
}

/** The Berlin day whose summary is due at `now` (yesterday, from 07:00 on), with its bounds. */
export function digestDay(now: Date): { day: string; from: Date; until: Date } | null {
  const today = berlinDay(now);
  if (now < berlinInstant(today, DIGEST_HOUR)) return null;
  const yesterday = berlinDay(new Date(berlinInstant(today, '00:00').getTime() - 12 * 60 * 60_000));
  return { day: yesterday, ...berlinDayBounds(yesterday) };
}
