import type { CastMember, EventLocation, Passage } from '../../modules/events/index.js';

/** The school hall both musicals of spec §1 play in. */
export const schoolHall: EventLocation = {
  name: 'Aula der Gesamtschule am Stadtpark',
  address: 'Parkstraße 12, 45127 Essen',
  parkingNote:
    'Parkplätze gibt es auf dem Lehrerparkplatz an der Parkstraße und im Parkhaus Stadtpark (5 Minuten zu Fuß). Bitte halten Sie die Feuerwehrzufahrt frei.',
  mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=7.005%2C51.452%2C7.025%2C51.462&layer=mapnik',
};

/** The facts the event page and FAQ show for the seeded musicals (the seed's own copy; migration 011 has its own). */
export const musicalFacts = {
  recommended_age: 'ab etwa 10 Jahren',
  duration: 'etwa 2 Stunden ohne Pause',
  notes: 'Jeder gespendete Euro fließt in Kostüme, Technik und die nächste Produktion unserer Musical-AG.',
};

export const firstMusical = {
  name: 'sommernachtstraum',
  title: 'Ein Sommernachtstraum – Das Musical',
  description:
    'Vier Verliebte, ein zerstrittenes Elfenpaar und eine Laientheatergruppe verirren sich in einer Sommernacht im Zauberwald. Unsere Musical-AG erzählt Shakespeares Komödie mit eigenen Songs, Band und viel Witz.',
  colors: ['2e7d32', 'fbc02d'] as const,
  performances: [
    { day: '2024-09-19', time: '19:30', doors: '19:00' },
    { day: '2024-09-20', time: '19:30', doors: '19:00' },
  ],
  passages: [
    {
      title: 'Die Geschichte',
      text: 'Hermia liebt Lysander, soll aber Demetrius heiraten. In der Nacht fliehen die beiden in den Wald, wo Elfenkönig Oberon und sein Kobold Puck für ein heilloses Durcheinander sorgen.',
    },
    { title: 'Die Musik', text: 'Alle Songs wurden von der Musical-AG selbst geschrieben und werden live von unserer Schulband gespielt.' },
  ] satisfies Passage[],
  cast: [
    { name: 'Lea Hoffmann', role: 'Hermia' },
    { name: 'Jonas Weber', role: 'Lysander' },
    { name: 'Mila Schulz', role: 'Puck' },
  ] satisfies CastMember[],
};

/** The second musical carries the name 'musical' (shared/design.md: events/info.php looks it up by name). */
export const secondMusical = {
  name: 'musical',
  title: 'Zeitsprung – Das Schulmusical',
  description:
    'Als die Klasse 9b im Keller der Schule eine alte Zeitmaschine findet, beginnt eine Reise durch hundert Jahre Schulgeschichte – mit Swing, Rock ’n’ Roll, Disco und einem Finale, das die Aula zum Beben bringt.',
  colors: ['6a1b9a', 'ff9800'] as const,
  performances: [
    { day: '2025-07-08', time: '19:00', doors: '18:30' },
    { day: '2025-07-09', time: '19:00', doors: '18:30' },
  ],
  passages: [
    {
      title: 'Worum es geht',
      text: 'Ein Kurzschluss im Physikraum, ein Blitz – und plötzlich steht die 9b im Jahr 1925. Um zurückzukommen, muss sie fünf Jahrzehnte durchqueren und dabei herausfinden, was ihre Schule zusammenhält.',
    },
    {
      title: 'Auf der Bühne',
      text: 'Über 60 Schülerinnen und Schüler aus den Klassen 5 bis 13 spielen, singen, tanzen und bauen die Kulissen. Begleitet werden sie von der Schulband und dem Unterstufenchor.',
    },
    {
      title: 'Hinter den Kulissen',
      text: 'Ein Jahr lang haben die Musical-AG, die Technik-AG und die Kunstkurse an Kostümen, Licht und Bühnenbild gearbeitet. Der Erlös kommt dem Förderverein und der nächsten Produktion zugute.',
    },
    {
      title: 'Für wen?',
      text: 'Empfohlen ab etwa 10 Jahren. Die Vorstellung dauert ungefähr 2 Stunden ohne Pause. Einlass ist um 18:30 Uhr.',
    },
  ] satisfies Passage[],
  cast: [
    { name: 'Emma Krüger', role: 'Mia, Klassensprecherin' },
    { name: 'Paul Neumann', role: 'Ben, Erfinder wider Willen' },
    { name: 'Sofia Yilmaz', role: 'Direktorin von 1925' },
    { name: 'Luca Becker', role: 'Hausmeister Kowalski' },
  ] satisfies CastMember[],
};

export const categories = [
  { name: 'Erwachsene', price_cents: 600, capacity: 200 },
  { name: 'Kinder', price_cents: 300, capacity: 80 },
];

/** Seats kept back for the door kiosk per performance (the FAQ's "limited box-office quota"). */
export const BOX_OFFICE_CAPACITY = 20;

/** Configuration of the demo school (spec §3 fields; keys as in shared/domain/shop-config-fields.ts). */
export const schoolSettings: Record<string, string | number> = {
  shop_name: 'Musical-Tickets',
  color_primary: '#6a1b9a',
  color_secondary: '#ff9800',
  color_background: '#f6f4f9',
  support_email: 'musical@gesamtschule-stadtpark.de',
  // The demo obeys its own rules: the children's ticket costs 3 € (issue 33.7).
  minimum_ticket_price: 3,
};
