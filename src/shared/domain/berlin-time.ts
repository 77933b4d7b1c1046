/** The shop's shows are in Germany: wall-clock times are Europe/Berlin, stored as UTC instants. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The years the EU summer-time rule below is Berlin's (it holds since 1996); others ask Intl. */
const RULE_YEARS = { from: 1996, to: 9998 };

/** The last Sunday of a month (0-based) at 01:00 UTC, when the EU switches summer time on or off. */
function switchInstant(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * Berlin's offset from UTC in minutes by the EU rule: summer time (CEST, +2 h) from the last Sunday of March
 * to the last Sunday of October, 01:00 UTC each, else +1 h. Plain arithmetic: Intl's time-zone data costs a
 * phone ~150 ms the first time it is used (issue 14). Undefined outside the rule's years (and for an invalid date).
 */
export function berlinOffsetMinutes(instant: Date): number | undefined {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  if (!(year >= RULE_YEARS.from && year <= RULE_YEARS.to)) return undefined;
  return ms >= switchInstant(year, 2) && ms < switchInstant(year, 9) ? 120 : 60;
}

/** A Berlin wall-clock reading; month 1–12, weekday 0 = Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** The Berlin wall clock at an instant, or undefined where berlinOffsetMinutes is. */
export function berlinWallClock(instant: Date): WallClock | undefined {
  const offset = berlinOffsetMinutes(instant);
  if (offset === undefined) return undefined;
  const local = new Date(instant.getTime() + offset * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

function offsetMinutes(instant: Date, timeZone: string): number {
  const own = timeZone === SHOP_TIME_ZONE ? berlinOffsetMinutes(instant) : undefined;
  if (own !== undefined) return own;
  const text = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(text ?? '');
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant of a Berlin wall-clock time, e.g. berlinInstant('2025-07-08', '19:00'). */
export function berlinInstant(day: string, time: string, timeZone = SHOP_TIME_ZONE): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000);
  // Near a DST switch the offset at the guessed instant can differ; one correction settles it.
  return new Date(asUtc.getTime() - offsetMinutes(first, timeZone) * 60_000);
}

/** The Berlin calendar day (YYYY-MM-DD) of an instant. */
export function berlinDay(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  const clock = timeZone === SHOP_TIME_ZONE ? berlinWallClock(instant) : undefined;
  if (clock) return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
