export interface HelpTopic {
  id: 'events' | 'tickets' | 'statistics';
  title: string;
  summary: string;
  sections: Array<{ heading: string; steps: string[] }>;
}

/** Spec §2 help centre: topics events, tickets, statistics, written for a school's staff. */
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'events',
    title: 'Events',
    summary: 'Aufführungen anlegen, Termine pflegen und im Shop sichtbar schalten.',
    sections: [
      {
        heading: 'Ein Event finden',
        steps: [
          'Öffne im Menü „Events“ → „Eventliste“. Dort stehen alle Musicals mit Premiere und Status.',
          '„Sichtbar“ heißt: Besucher sehen das Event im Shop. „Versteckt“ heißt: nur das Backoffice sieht es.',
        ],
      },
      {
        heading: 'Termine und Kategorien',
        steps: [
          'Jede Aufführung hat einen Beginn, einen Einlass (meist 30 Minuten vorher) und einen Saal.',
          'Preise gelten je Kategorie, z. B. Erwachsene und Kinder. Pro Bestellung sind höchstens 10 Karten je Kategorie möglich, wenn nichts anderes eingestellt ist.',
          'Für die Abendkasse bleibt ein eigenes Kontingent zurück, das nur der Einlass-Kiosk verkauft.',
        ],
      },
      {
        heading: 'Bilder',
        steps: [
          'Plakate und Fotos lädst du unter „Medien“ → „Dateien“ hoch (PNG, JPEG, WebP, GIF oder PDF, höchstens 5 MB).',
          'Die Datei-ID aus der Detailansicht trägst du beim Event als Bild ein.',
        ],
      },
    ],
  },
  {
    id: 'tickets',
    title: 'Tickets',
    summary: 'Wie Karten verkauft, zugestellt und am Einlass geprüft werden.',
    sections: [
      {
        heading: 'Verkauf im Shop',
        steps: [
          'Besucher wählen Event, Termin und Kategorie, legen die Karten in den Warenkorb und bezahlen online.',
          'Nicht bezahlte Bestellungen halten die Plätze 20 Minuten lang; danach sind sie wieder frei.',
          'Nach der Zahlung kommen die Tickets als PDF per E-Mail und lassen sich auf der Bestätigungsseite herunterladen.',
        ],
      },
      {
        heading: 'Bestellungen nachsehen',
        steps: [
          'Unter „Bestellungen“ findest du jede Bestellung mit Kunde, Datum, Status und Summe.',
          '„CAPTURED“ heißt bezahlt, „CREATED“ wartet noch auf die Zahlung, „FAILED“ ist gescheitert.',
          'Kundendaten in den Details siehst du nur mit der Berechtigung „Bestelldetails“.',
        ],
      },
      {
        heading: 'Am Einlass',
        steps: [
          'Der Einlass-Kiosk unter /kiosk prüft den QR-Code jedes Tickets, auch ohne Internet.',
          'Ein Ticket gilt nur einmal; ein zweiter Scan wird als bereits eingelassen angezeigt.',
          'Mit „Mehrfacheintritt pro Tag“ (Konfiguration, Ticket-Einstellungen) meldet der zweite Scan „Wiedereinlass“ und zählt ihn, auch ohne Internet nach dem nächsten Abgleich.',
        ],
      },
    ],
  },
  {
    id: 'statistics',
    title: 'Statistiken',
    summary: 'Verkaufszahlen lesen und für die Planung nutzen.',
    sections: [
      {
        heading: 'Übersicht',
        steps: [
          'Das Dashboard zeigt die Verkäufe der Woche, den Umsatzverlauf und die nächste Aufführung.',
          '„Statistiken“ listet die verkauften Tickets pro Tag und Kategorie.',
        ],
      },
      {
        heading: 'Detaillierte Auswertung',
        steps: [
          'Mit der Berechtigung „Detaillierte Statistiken“ siehst du Gesamtbestellungen, Umsatz und Spenden mit den fünf größten Spenden.',
          'Die Verteilung nach Uhrzeit und Wochentag hilft, Werbung und Vorverkauf zu planen.',
          'Alle Beträge sind in Euro mit zwei Nachkommastellen; Spenden zählen nicht zum Ticketumsatz.',
        ],
      },
    ],
  },
];
