/** The shop's shows are in Germany: wall-clock times are Europe/Berlin, stored as UTC instants. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

function offsetMinutes(instant: Date, timeZone: string): number {
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
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
