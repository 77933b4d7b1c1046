import { describe, expect, it } from 'vitest';
import type { CategoryInput, EventSaveRequest, PerformanceInput } from '../api/events-admin';
import { firstError, validateEvent } from './event-rules';

const START = '2026-09-01T17:00:00.000Z';

const performance = (change: Partial<PerformanceInput> = {}): PerformanceInput => ({
  starts_at: START,
  doors_at: '2026-09-01T16:30:00.000Z',
  room_id: null,
  on_sale: true,
  box_office: 20,
  capacities: [100, 50],
  ...change,
});

const categories: CategoryInput[] = [
  { name: 'Erwachsene', price_cents: 1200, max: 10 },
  { name: 'Kinder', price_cents: 600, max: 10 },
];

/** A complete event as the editor sends it, with nothing to complain about. */
const event = (change: Partial<EventSaveRequest> = {}): EventSaveRequest => ({
  name: 'musical-2026',
  title: 'Der Zauberer von Oz',
  description: '',
  image: null,
  colors: ['6a1b9a', 'ffd54f'],
  visible: true,
  hasSeatSelection: false,
  passages: [{ title: 'Worum es geht', text: 'Dorothy und ihr Hund Toto …' }],
  venue: {
    name: 'Aula',
    address: 'Schulstraße 1, 10115 Berlin',
    parkingNote: '',
    mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=13.3,52.5,13.4,52.6&layer=mapnik',
  },
  categories,
  performances: [performance()],
  ...change,
});

const errorsOfPerformance = (change: Partial<PerformanceInput>) => validateEvent(event({ performances: [performance(change)] }));

describe('validateEvent: an event the editor may save', () => {
  it('finds nothing wrong with a complete event', () => {
    expect(validateEvent(event())).toEqual({});
  });

  it('accepts an event without venue, passages, categories and performances (a draft)', () => {
    expect(validateEvent(event({ venue: undefined, passages: [], categories: [], performances: [] }))).toEqual({});
  });
});

describe('validateEvent: the name is the event address in the shop', () => {
  const NAME_MESSAGE = 'Der Name (Adresse im Shop) besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. „musical-2025“.';

  it.each(['a', '7', 'ab', 'musical-2025', 'a--b', `a${'-'.repeat(58)}b`, 'x'.repeat(60)])('accepts %j', (name) => {
    expect(validateEvent(event({ name }))).toEqual({});
  });

  it.each([
    ['empty', ''],
    ['capital letters', 'Musical'],
    ['a capital letter at the start', 'Xmusical'],
    ['a space', 'mu sical'],
    ['an underscore', 'mu_sical'],
    ['a leading hyphen', '-musical'],
    ['a trailing hyphen', 'musical-'],
    ['a lone hyphen', '-'],
    ['more than 60 characters', 'x'.repeat(61)],
    ['a slash', 'musical/2025'],
  ])('refuses a name with %s', (_, name) => {
    expect(validateEvent(event({ name }))).toEqual({ name: NAME_MESSAGE });
  });
});

describe('validateEvent: title and colours', () => {
  it('asks for a title when it is empty or only spaces', () => {
    expect(validateEvent(event({ title: '' }))).toEqual({ title: 'Bitte einen Titel angeben.' });
    expect(validateEvent(event({ title: '   ' }))).toEqual({ title: 'Bitte einen Titel angeben.' });
    expect(validateEvent(event({ title: ' Oz ' }))).toEqual({});
  });

  it('takes six hex digits, in either case and with or without a leading #', () => {
    expect(validateEvent(event({ colors: ['#6A1B9A', 'abcdef'] }))).toEqual({});
    expect(validateEvent(event({ colors: ['000000', '#ffffff'] }))).toEqual({});
  });

  it.each([
    ['three digits', 'abc'],
    ['seven digits', '6a1b9a0'],
    ['a non-hex letter', '6a1b9g'],
    ['a # at the end', '6a1b9a#'],
    ['a leading letter', 'x6a1b9a'],
    ['a trailing letter', '6a1b9ax'],
    ['two #', '##6a1b9'],
    ['nothing', ''],
  ])('refuses a colour with %s, naming which colour', (_, color) => {
    expect(validateEvent(event({ colors: ['6a1b9a', color] }))).toEqual({
      'colors.1': 'Bitte eine Farbe als Hexwert angeben, z. B. 6a1b9a.',
    });
    expect(Object.keys(validateEvent(event({ colors: [color, '6a1b9a'] })))).toEqual(['colors.0']);
  });
});

describe('validateEvent: the map is an OpenStreetMap embed', () => {
  const MAP_MESSAGE = 'Die Karte muss ein Einbettungslink von OpenStreetMap sein (https://www.openstreetmap.org/export/embed.html?…).';
  const withMap = (mapUrl: string) => event({ venue: { name: 'Aula', address: '', parkingNote: '', mapUrl } });

  it.each([
    ['no map', ''],
    ['only spaces', '   '],
    ['the embed link', 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4'],
    ['the embed link with spaces around it', '  https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4 '],
    ['the bare host', 'https://openstreetmap.org/export/embed.html'],
    ['a deeper subdomain', 'https://tile-1.maps.openstreetmap.org/'],
    ['capital letters', 'HTTPS://WWW.OpenStreetMap.org/export/embed.html'],
  ])('accepts %s', (_, mapUrl) => {
    expect(validateEvent(withMap(mapUrl))).toEqual({});
  });

  it.each([
    ['plain http', 'http://www.openstreetmap.org/export/embed.html'],
    ['another host', 'https://maps.example.org/export/embed.html'],
    ['a host that only ends like it', 'https://www.openstreetmap.org.example.com/'],
    ['the embed link inside another address', 'https://example.com/?https://www.openstreetmap.org/export'],
    ['a space in the path', 'https://www.openstreetmap.org/export embed'],
    ['a quote in the path', 'https://www.openstreetmap.org/export"onload="x'],
    ['angle brackets in the path', 'https://www.openstreetmap.org/<script>'],
    ['a subdomain with an underscore', 'https://a_b.openstreetmap.org/'],
    ['no path', 'https://www.openstreetmap.org'],
  ])('refuses %s', (_, mapUrl) => {
    expect(validateEvent(withMap(mapUrl))).toEqual({ 'venue.mapUrl': MAP_MESSAGE });
  });
});

describe('validateEvent: text passages', () => {
  it('refuses a passage without title and text, but keeps one with either', () => {
    const passages = [
      { title: 'Nur Titel', text: '' },
      { title: ' ', text: '  ' },
      { title: '', text: 'Nur Text' },
      { title: '', text: '' },
    ];
    expect(validateEvent(event({ passages }))).toEqual({
      'passages.1': 'Leere Abschnitte bitte entfernen.',
      'passages.3': 'Leere Abschnitte bitte entfernen.',
    });
  });
});

describe('validateEvent: ticket categories', () => {
  const withCategories = (list: CategoryInput[]) => validateEvent(event({ categories: list, performances: [performance({ capacities: list.map(() => 10) })] }));
  const category = (change: Partial<CategoryInput>): CategoryInput => ({ name: 'Erwachsene', price_cents: 1200, max: 10, ...change });

  it('asks for a name when it is empty or only spaces', () => {
    expect(withCategories([category({ name: '' }), category({ name: '  ' })])).toEqual({
      'categories.0.name': 'Bitte einen Namen für die Kategorie angeben.',
      'categories.1.name': 'Bitte einen Namen für die Kategorie angeben.',
    });
  });

  it('refuses a second category of the same name, ignoring case and spaces around it', () => {
    expect(withCategories([category({ name: 'Kinder' }), category({ name: ' kinder ' }), category({ name: 'KINDER' })])).toEqual({
      'categories.1.name': 'Die Kategorie „kinder“ gibt es schon.',
      'categories.2.name': 'Die Kategorie „KINDER“ gibt es schon.',
    });
    expect(withCategories([category({ name: 'Kinder' }), category({ name: 'Kinder ermäßigt' })])).toEqual({});
  });

  it('takes prices from 0,00 € to 1.000,00 € in whole cents', () => {
    expect(withCategories([category({ name: 'Frei', price_cents: 0 }), category({ name: 'Loge', price_cents: 100000 })])).toEqual({});
    const PRICE = 'Der Preis muss zwischen 0,00 € und 1.000,00 € liegen.';
    for (const price_cents of [-1, 100001, 12.5, Number.NaN]) {
      expect(withCategories([category({ name: 'A' }), category({ name: 'B', price_cents })])).toEqual({ 'categories.1.price_cents': PRICE });
    }
  });

  it('takes 1 to 400 tickets per order', () => {
    expect(withCategories([category({ name: 'A', max: 1 }), category({ name: 'B', max: 400 })])).toEqual({});
    const MAX = 'Höchstens pro Bestellung: eine ganze Zahl von 1 bis 400.';
    for (const max of [0, 401, 2.5, -3]) {
      expect(withCategories([category({ name: 'A' }), category({ name: 'B', max })])).toEqual({ 'categories.1.max': MAX });
    }
  });

  it('wants at least one category once there is a performance', () => {
    expect(validateEvent(event({ categories: [], performances: [performance({ capacities: [] })] }))).toEqual({
      categories: 'Bitte mindestens eine Ticketkategorie anlegen.',
    });
    expect(validateEvent(event({ categories: [], performances: [] }))).toEqual({});
  });
});

describe('validateEvent: performances', () => {
  it('asks for a start between the years 2000 and 2099', () => {
    const START_MESSAGE = 'Bitte Datum und Uhrzeit des Beginns angeben.';
    for (const starts_at of ['', 'morgen', '1999-12-31T23:59:59.999Z', '2100-01-01T00:00:00.000Z']) {
      expect(errorsOfPerformance({ starts_at, doors_at: null })).toEqual({ 'performances.0.starts_at': START_MESSAGE });
    }
    for (const starts_at of ['2000-01-01T00:00:00.000Z', '2099-12-31T23:59:59.999Z']) {
      expect(errorsOfPerformance({ starts_at, doors_at: null })).toEqual({});
    }
  });

  it('skips the doors check while the start is missing', () => {
    expect(errorsOfPerformance({ starts_at: '', doors_at: 'kaputt' })).toEqual({
      'performances.0.starts_at': 'Bitte Datum und Uhrzeit des Beginns angeben.',
    });
  });

  it('refuses two performances at the same instant, however it is written', () => {
    const performances = [
      performance({ starts_at: '2026-09-01T19:00:00+02:00', doors_at: null }),
      performance({ starts_at: '2026-09-02T17:00:00.000Z', doors_at: null }),
      performance({ starts_at: '2026-09-01T17:00:00Z', doors_at: null }),
    ];
    expect(validateEvent(event({ performances }))).toEqual({
      'performances.2.starts_at': 'Zu dieser Zeit gibt es schon eine Vorstellung.',
    });
  });

  it('takes no doors time, or one up to 12 hours before the start', () => {
    expect(errorsOfPerformance({ doors_at: null })).toEqual({});
    expect(errorsOfPerformance({ doors_at: START })).toEqual({});
    expect(errorsOfPerformance({ doors_at: '2026-09-01T05:00:00.000Z' })).toEqual({});
  });

  it('refuses a doors time that is not an instant, after the start, or more than 12 hours before it', () => {
    expect(errorsOfPerformance({ doors_at: 'halb sieben' })).toEqual({
      'performances.0.doors_at': 'Bitte eine gültige Einlasszeit angeben.',
    });
    expect(errorsOfPerformance({ starts_at: '2000-01-01T10:00:00.000Z', doors_at: '1999-12-31T23:00:00.000Z' })).toEqual({
      'performances.0.doors_at': 'Bitte eine gültige Einlasszeit angeben.',
    });
    expect(errorsOfPerformance({ doors_at: '2026-09-01T17:00:00.001Z' })).toEqual({
      'performances.0.doors_at': 'Der Einlass muss vor dem Beginn liegen.',
    });
    expect(errorsOfPerformance({ doors_at: '2026-09-01T04:59:59.999Z' })).toEqual({
      'performances.0.doors_at': 'Der Einlass liegt mehr als 12 Stunden vor dem Beginn.',
    });
  });

  it('wants one online quota per category', () => {
    const CAPACITIES = 'Bitte für jede Kategorie ein Kontingent angeben.';
    expect(errorsOfPerformance({ capacities: [100] })).toEqual({ 'performances.0.capacities': CAPACITIES });
    expect(errorsOfPerformance({ capacities: [100, 50, 10] })).toEqual({ 'performances.0.capacities': CAPACITIES });
  });

  it('takes quotas of 0 to 100.000 whole tickets, naming the category', () => {
    expect(errorsOfPerformance({ capacities: [0, 100000], box_office: 0 })).toEqual({});
    expect(errorsOfPerformance({ box_office: 100000 })).toEqual({});
    const QUOTA = 'Ein Kontingent ist eine ganze Zahl von 0 bis 100.000.';
    for (const bad of [-1, 100001, 1.5]) {
      expect(errorsOfPerformance({ capacities: [10, bad] })).toEqual({ 'performances.0.capacities.1': QUOTA });
      expect(errorsOfPerformance({ box_office: bad })).toEqual({
        'performances.0.box_office': 'Das Abendkassen-Kontingent ist eine ganze Zahl von 0 bis 100.000.',
      });
    }
  });

  it('keys each error by the performance it belongs to', () => {
    const performances = [performance(), performance({ starts_at: '2026-09-02T17:00:00.000Z', doors_at: null, box_office: -1 })];
    expect(Object.keys(validateEvent(event({ performances })))).toEqual(['performances.1.box_office']);
  });
});

describe('firstError', () => {
  it('gives the first message for the notice above the form, or nothing', () => {
    expect(firstError({ title: 'Bitte einen Titel angeben.', 'colors.0': 'Farbe' })).toBe('Bitte einen Titel angeben.');
    expect(firstError({})).toBe('');
    expect(firstError(validateEvent(event({ name: 'X', title: '' })))).toBe(
      'Der Name (Adresse im Shop) besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. „musical-2025“.',
    );
  });
});
