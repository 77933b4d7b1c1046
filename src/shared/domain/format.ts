import { berlinWallClock, SHOP_TIME_ZONE, twoDigits } from './berlin-time.js';

/**
 * Made on first use: each costs milliseconds to build (the currency one tens on a phone), and a page
 * that shows no price should not pay for it while it starts.
 */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/** Spec §9: dates in German locale, money in euros with two decimals. Times are the shop's (Berlin). */
const euro = once(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }));
const plain = once(() => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const date = once(() => new Intl.DateTimeFormat('de-DE', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
const longDate = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      timeZone: SHOP_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const time = once(() => new Intl.DateTimeFormat('de-DE', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }));

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** '1.234,50 €' (with a non-breaking space before the sign, as de-DE writes it). */
export function formatEuros(euros: number): string {
  return euro().format(Math.round(euros * 100) / 100);
}

export function formatCents(cents: number): string {
  return euro().format(Math.round(cents) / 100);
}

/** '5,50' — an amount without the sign, e.g. for an input field. */
export function formatAmount(euros: number): string {
  return plain().format(euros);
}

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/*
 * Dates are written from the Berlin wall clock (berlin-time.ts), byte for byte as the de-DE Intl formats
 * above write them (format.test.ts checks both against each other); Intl only outside the EU rule's years.
 */

/** '08.07.2025' */
export function formatDate(value: Date | string): string {
  const instant = toDate(value);
  const clock = berlinWallClock(instant);
  return clock ? `${twoDigits(clock.day)}.${twoDigits(clock.month)}.${clock.year}` : date().format(instant);
}

/** 'Dienstag, 8. Juli 2025' */
export function formatLongDate(value: Date | string): string {
  const instant = toDate(value);
  const clock = berlinWallClock(instant);
  return clock ? `${WEEKDAYS[clock.weekday]}, ${clock.day}. ${MONTHS[clock.month - 1]} ${clock.year}` : longDate().format(instant);
}

/** '19:00' */
export function formatTime(value: Date | string): string {
  const instant = toDate(value);
  const clock = berlinWallClock(instant);
  return clock ? `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : time().format(instant);
}

/** '08.07.2025, 19:00 Uhr' */
export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)}, ${formatTime(value)} Uhr`;
}

/** 'Ticket' for one, 'Tickets' otherwise (also 0): the one pluralisation of the shop's texts. */
export function ticketWord(count: number): string {
  return count === 1 ? 'Ticket' : 'Tickets';
}

/** '1 Ticket', '3 Tickets' */
export function formatTicketCount(count: number): string {
  return `${count} ${ticketWord(count)}`;
}
