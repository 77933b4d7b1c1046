import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/api/events';
import ar from '../../../shared/i18n/catalogs/ar.json';
import en from '../../../shared/i18n/catalogs/en.json';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { inLanguage } from '../../i18n/test-language';
import { EventCast } from './EventCast';
import { EventLocation } from './EventLocation';

afterEach(cleanup);

const germanCast: EventDto['cast'] = [
  { name: 'Emma Krüger', role: 'Mia, Klassensprecherin' },
  { name: 'Paul Neumann', role: 'Ben, Erfinder wider Willen' },
];
const germanVenue: EventDto['location'] = {
  name: 'Aula der Gesamtschule am Stadtpark',
  address: 'Parkstraße 12, 45127 Essen',
  parkingNote: 'Parkplätze gibt es an der Parkstraße.',
};

function show(language: Language, catalog: Catalog | undefined, event: Pick<EventDto, 'cast' | 'location' | 'language' | 'untranslated'>) {
  render(
    <>
      <EventCast cast={event.cast} source={event} />
      <EventLocation location={event.location} source={event} />
    </>,
    { wrapper: inLanguage(language, catalog) },
  );
}

const attributes = (text: string) => {
  const element = screen.getByText(text);
  return { lang: element.getAttribute('lang'), dir: element.getAttribute('dir') };
};

describe('the cast and the venue in the page’s language (issue 53 item 5)', () => {
  it('stay German and unmarked on a German page', () => {
    show('de', undefined, { cast: germanCast, location: germanVenue });
    expect(screen.getByRole('heading', { name: 'Besetzung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anfahrt' })).toBeTruthy();
    for (const text of ['Emma Krüger', 'Mia, Klassensprecherin', 'Aula der Gesamtschule am Stadtpark', 'Parkplätze gibt es an der Parkstraße.'])
      expect(attributes(text), text).toEqual({ lang: null, dir: null });
  });

  it('show the school’s English, and mark the German left untranslated, the names and the address', () => {
    show('en', en, {
      cast: [{ name: 'Emma Krüger', role: 'Mia, class representative' }, germanCast[1]],
      location: { ...germanVenue, name: 'School hall by the city park' },
      language: 'en',
      untranslated: ['cast.1.role', 'location.parkingNote'],
    });
    expect(screen.getByRole('heading', { name: 'Cast' })).toBeTruthy();
    expect(attributes('Mia, class representative')).toEqual({ lang: null, dir: null });
    expect(attributes('School hall by the city park')).toEqual({ lang: null, dir: null });
    expect(attributes('Ben, Erfinder wider Willen')).toEqual({ lang: 'de', dir: 'ltr' });
    expect(attributes('Parkplätze gibt es an der Parkstraße.')).toEqual({ lang: 'de', dir: 'ltr' });
    expect(attributes('Parkstraße 12, 45127 Essen')).toEqual({ lang: 'de', dir: 'ltr' });
    // The map search keeps to what it can find: the address, not a translated name.
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Parkstraße 12, 45127 Essen')}`,
    );
  });

  it('keep German left to right inside an Arabic page, the Arabic in its own direction', () => {
    show('ar', ar, {
      cast: [{ name: 'Emma Krüger', role: 'ميا، ممثلة الصف' }, germanCast[1]],
      location: germanVenue,
      language: 'ar',
      untranslated: ['cast.1.role', 'location.name', 'location.parkingNote'],
    });
    expect(screen.getByRole('heading', { name: ar['event.cast'] })).toBeTruthy();
    expect(attributes('ميا، ممثلة الصف')).toEqual({ lang: null, dir: null });
    expect(attributes('Ben, Erfinder wider Willen')).toEqual({ lang: 'de', dir: 'ltr' });
    expect(attributes('Aula der Gesamtschule am Stadtpark')).toEqual({ lang: 'de', dir: 'ltr' });
    expect(screen.getByRole('link').getAttribute('href')).toContain(encodeURIComponent('Aula der Gesamtschule am Stadtpark'));
  });
});
