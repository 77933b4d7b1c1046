/**
 * Placeholders of the mail templates. Staff write them in German with single braces ({vorname}); the
 * first seeded template used English names in double braces ({{first_name}}), which keep working.
 */
export interface Placeholder {
  name: string;
  label: string;
  /** The name the first template used. */
  legacy?: string;
  /** Filled with ready HTML (the items table) instead of escaped text. */
  html?: boolean;
  sample: string;
}

export const MAIL_PLACEHOLDERS: readonly Placeholder[] = [
  { name: 'vorname', label: 'Vorname', legacy: 'first_name', sample: 'Mia' },
  { name: 'nachname', label: 'Nachname', legacy: 'last_name', sample: 'Krüger' },
  { name: 'bestellnummer', label: 'Bestellnummer', legacy: 'order_number', sample: '1042' },
  { name: 'event', label: 'Event', legacy: 'event_title', sample: 'Das Musical' },
  { name: 'datum', label: 'Datum der Vorstellung', sample: '08.07.2025, 19:00 Uhr' },
  { name: 'einlass', label: 'Einlass', legacy: 'doors', sample: 'ab 18:30 Uhr' },
  { name: 'ort', label: 'Veranstaltungsort', legacy: 'location', sample: 'Aula der Gesamtschule am Stadtpark, Parkstraße 12, 45127 Essen' },
  { name: 'tickets_link', label: 'Link zu den Tickets', legacy: 'ticket_link', sample: 'https://tickets.example.de/tickets/beispiel' },
  {
    name: 'positionen',
    label: 'Positionen (Tabelle)',
    legacy: 'items',
    html: true,
    sample:
      '<table cellpadding="6" style="border-collapse:collapse"><tr><th align="left">Produkt</th><th>Menge</th><th align="right">Summe</th></tr><tr><td>Das Musical, 08.07.2025, 19:00 Uhr – Erwachsene</td><td>2x</td><td style="text-align:right">12,00 €</td></tr></table>',
  },
  { name: 'spende', label: 'Spende', legacy: 'donation', sample: '5,00 €' },
  { name: 'gesamtsumme', label: 'Gesamtsumme', legacy: 'total', sample: '17,00 €' },
  { name: 'mwst', label: 'Enthaltene MwSt.', sample: '1,92 € (19 %)' },
  { name: 'grund', label: 'Grund der Stornierung', sample: 'Die Vorstellung fällt wegen Krankheit aus.' },
  { name: 'erstattung', label: 'Erstatteter Betrag', sample: '17,00 €' },
  {
    name: 'stornierte_tickets',
    label: 'Stornierte Tickets (Liste; nur bei der Stornierung einzelner Tickets)',
    html: true,
    sample: '<ul><li>Ticket 2087: Das Musical, 08.07.2025, 19:00 Uhr – Kinder</li></ul>',
  },
  {
    name: 'zurueckgegebene_tickets',
    label: 'Zurückgegebene Tickets (Liste; nur bei der Rückgabe)',
    html: true,
    sample: '<ul><li>Ticket 2087: Das Musical, 08.07.2025, 19:00 Uhr – Kinder</li></ul>',
  },
  { name: 'erstattungsstand', label: 'Stand der Erstattung', sample: 'Erstattet: 17,00 €' },
  {
    name: 'eintritt',
    label: 'Satz zum Eintritt (mit „Mehrfacheintritt pro Tag“: Wiedereinlass)',
    sample: 'jedes Ticket gilt für eine Person und einen Eintritt.',
  },
  {
    name: 'zahlung',
    label: 'Satz zur Zahlung (kostenlose Bestellungen: ohne Zahlung)',
    sample: 'Deine Zahlung ist bei uns eingegangen, deine Tickets sind ausgestellt.',
  },
  {
    name: 'erstattungsweg',
    label: 'Satz zum Weg der Erstattung (kostenlose Bestellungen: nichts zu erstatten)',
    sample: 'Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast (bei PayPal meist innerhalb weniger Tage).',
  },
  { name: 'karte', label: 'Kartenlink zum Veranstaltungsort', sample: 'https://www.openstreetmap.org/search?query=Parkstra%C3%9Fe%2012%2C%2045127%20Essen' },
  { name: 'gruss', label: 'Grußzeile (Konfiguration)', sample: 'Deine Musical-AG' },
  // Blocks for a phone (issue 32 item 4): what the buyer needs first, a button instead of a bare address,
  // and the sums without 'Spende: 0,00 €' when nothing was donated.
  {
    name: 'kopf',
    label: 'Kopf: Event, Datum, Einlass, Ort und Knopf „Tickets öffnen“',
    html: true,
    sample:
      '<p style="margin:0 0 4px"><strong>Das Musical</strong></p><p style="margin:0 0 4px">08.07.2025, 19:00 Uhr</p><p style="margin:0 0 4px">Einlass ab 18:30 Uhr</p><p><a href="https://tickets.example.de/tickets/beispiel" style="display:inline-block;padding:14px 28px;background:#1976d2;color:#ffffff;font-weight:bold;border-radius:8px;text-decoration:none">Tickets öffnen</a></p>',
  },
  {
    name: 'tickets_knopf',
    label: 'Knopf „Tickets öffnen“',
    html: true,
    sample:
      '<p><a href="https://tickets.example.de/tickets/beispiel" style="display:inline-block;padding:14px 28px;background:#1976d2;color:#ffffff;font-weight:bold;border-radius:8px;text-decoration:none">Tickets öffnen</a></p>',
  },
  {
    name: 'summen',
    label: 'Summen (Spende nur, wenn gespendet wurde)',
    html: true,
    sample: '<p>Spende: 5,00 €<br><strong>Gesamtsumme: 17,00 €</strong><br>Darin enthalten 19 % MwSt.: 1,92 €</p>',
  },
  // The waiting list's mails (issue 42): they are about an entry, not an order.
  { name: 'name', label: 'Name (nur Warteliste)', sample: 'Mia Krüger' },
  { name: 'anzahl', label: 'Gewünschte Tickets (nur Warteliste)', sample: '2 Tickets' },
  { name: 'kategorie', label: 'Kategorie des Angebots (nur Warteliste)', sample: 'Erwachsene' },
  { name: 'frist', label: 'Angebot gilt bis (nur Warteliste)', sample: 'Mi, 09.07., 19:00 Uhr' },
  { name: 'plaetze', label: 'Satz mit den angebotenen Plätzen (nur Warteliste, leer ohne Sitzplatzwahl)', sample: 'Deine Plätze: Reihe C, Plätze 4 und 5.' },
  { name: 'warteliste_link', label: 'Persönlicher Link zur Warteliste', sample: 'https://tickets.example.de/warteliste/beispiel' },
  {
    name: 'bestaetigungslink',
    label: 'Link zum Bestätigen der Anmeldung (nur Warteliste)',
    sample: 'https://tickets.example.de/warteliste/beispiel/bestaetigen',
  },
];

const byName = new Map<string, Placeholder>();
for (const placeholder of MAIL_PLACEHOLDERS) {
  byName.set(placeholder.name, placeholder);
  if (placeholder.legacy) byName.set(placeholder.legacy, placeholder);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/**
 * Fills `{name}` and `{{name}}` with the values (keyed by the German names). Text values are escaped when
 * `asHtml` is set (mail bodies); HTML placeholders are inserted as they are. Unknown `{{x}}` becomes empty,
 * an unknown `{x}` stays, so braces in ordinary text survive.
 */
export function fillPlaceholders(template: string, values: Record<string, string>, asHtml = true): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (match, doubled: string | undefined, single: string | undefined) => {
    const placeholder = byName.get(doubled ?? single ?? '');
    if (!placeholder) return doubled ? '' : match;
    const value = values[placeholder.name] ?? '';
    if (placeholder.html)
      return asHtml
        ? value
        : value
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
    return asHtml ? escapeHtml(value) : value;
  });
}

export function sampleValues(): Record<string, string> {
  return Object.fromEntries(MAIL_PLACEHOLDERS.map((placeholder) => [placeholder.name, placeholder.sample]));
}

export { includedVatCents } from './vat';
