import { invalid } from '../../domain-errors.js';

export function parseInstant(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw invalid(`Ungültiger Zeitpunkt: ${text.slice(0, 40)}`, 'INVALID_INSTANT');
  return date;
}

/**
 * A kiosk's clock may be off; a scan or sale time it reports is kept unless it lies in the future or is
 * unreadable, then the arrival time stands in. A whole batch never fails over one bad clock.
 */
export function scanTime(text: string, now: Date): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime()) return now;
  return date;
}
