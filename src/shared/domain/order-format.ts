/** German formats for order texts (mails, PDFs, messages); dates are shown in the shop's time zone. */
const TIME_ZONE = 'Europe/Berlin';

export function formatEuro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function formatGermanDate(instant: Date | string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(instant));
}

export function formatGermanTime(instant: Date | string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

/** "08.07.2025, 19:00 Uhr" */
export function formatGermanDateTime(instant: Date | string): string {
  return `${formatGermanDate(instant)}, ${formatGermanTime(instant)} Uhr`;
}
