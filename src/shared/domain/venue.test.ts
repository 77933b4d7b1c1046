import { describe, expect, it } from 'vitest';
import { mapLink, venueOf, venueText } from './venue';

describe('venue of a performance', () => {
  it('names the chosen venue with its address and the room', () => {
    const source = { location: { name: 'Stadthalle', address: 'Am Markt 1, 45127 Essen' }, roomName: 'Großer Saal', roomAddress: '' };
    expect(venueOf(source)).toEqual({ place: 'Stadthalle – Großer Saal', address: 'Am Markt 1, 45127 Essen' });
    expect(venueText(source)).toBe('Stadthalle – Großer Saal, Am Markt 1, 45127 Essen');
  });

  it("falls back to the room's name and address when the event has no venue", () => {
    expect(venueText({ location: {}, roomName: 'Aula', roomAddress: 'Parkstraße 12' })).toBe('Aula, Parkstraße 12');
  });

  it('does not repeat a room named like the venue, and is empty when nothing is known', () => {
    expect(venueOf({ location: { name: 'Aula' }, roomName: 'Aula', roomAddress: null }).place).toBe('Aula');
    expect(venueText({ location: null, roomName: null, roomAddress: null })).toBe('');
  });

  it('names a room only once when the venue’s name already says it (issue 32 item 7)', () => {
    expect(venueOf({ location: { name: 'Aula der Gesamtschule am Stadtpark' }, roomName: 'Aula', roomAddress: null }).place).toBe(
      'Aula der Gesamtschule am Stadtpark',
    );
    expect(venueOf({ location: { name: 'Aula der Gesamtschule am Stadtpark' }, roomName: 'Studiobühne', roomAddress: null }).place).toBe(
      'Aula der Gesamtschule am Stadtpark – Studiobühne',
    );
  });
});

describe('venue typed with stray spaces', () => {
  it('trims the venue, room and addresses before joining them', () => {
    expect(venueOf({ location: { name: ' Stadthalle ', address: ' Am Markt 1 ' }, roomName: ' Großer Saal ', roomAddress: null })).toEqual({
      place: 'Stadthalle – Großer Saal',
      address: 'Am Markt 1',
    });
    expect(venueOf({ location: { name: 'Stadthalle', address: '  ' }, roomName: 'Aula', roomAddress: ' Parkstraße 12 ' })).toEqual({
      place: 'Stadthalle – Aula',
      address: 'Parkstraße 12',
    });
  });

  it('recognises a room the venue already names despite spaces around it', () => {
    expect(venueOf({ location: { name: 'Aula am Stadtpark' }, roomName: ' Aula ', roomAddress: null }).place).toBe('Aula am Stadtpark');
  });
});

describe('map link', () => {
  it('searches the address on OpenStreetMap, the place when there is no address, nothing without either', () => {
    expect(mapLink({ location: { name: 'Aula', address: 'Parkstraße 12, 45127 Essen' }, roomName: null, roomAddress: null })).toBe(
      'https://www.openstreetmap.org/search?query=Parkstra%C3%9Fe%2012%2C%2045127%20Essen',
    );
    expect(mapLink({ location: { name: 'Aula' }, roomName: null, roomAddress: null })).toBe('https://www.openstreetmap.org/search?query=Aula');
    expect(mapLink({ location: null, roomName: null, roomAddress: null })).toBe('');
  });
});
