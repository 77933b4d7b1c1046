import { SHOP_TIME_ZONE } from './berlin-time.js';

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

/** '08.07.2025' */
export function formatDate(value: Date | string): string {
  return date().format(toDate(value));
}

/** 'Dienstag, 8. Juli 2025' */
export function formatLongDate(value: Date | string): string {
  return longDate().format(toDate(value));
}

/** '19:00' */
export function formatTime(value: Date | string): string {
  return time().format(toDate(value));
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
