import { describe, expect, it } from 'vitest';
import { locationIn, orderItemIn } from './order-item-texts';

const line = { id: 3, event_title: 'Zeitsprung – Das Schulmusical', category_name: 'Ermäßigt', quantity: 2 };
const translations = {
  event: { en: { title: 'Time Leap – The School Musical' }, tr: { title: 'Zaman Sıçraması – Okul Müzikali' } },
  category: { en: { name: 'Reduced' }, tr: { name: '' } },
};

describe('an order line in the order language (issue 53 item 6)', () => {
  it('keeps a German order exactly as its copy on the order line', () => {
    expect(orderItemIn(line, translations, 'de')).toBe(line);
  });

  it('takes the school translations of the event title and category name', () => {
    expect(orderItemIn(line, translations, 'en')).toEqual({ ...line, event_title: 'Time Leap – The School Musical', category_name: 'Reduced' });
  });

  it('falls back to the German copy for each text that has no translation, never blank', () => {
    expect(orderItemIn(line, translations, 'tr')).toEqual({ ...line, event_title: 'Zaman Sıçraması – Okul Müzikali', category_name: 'Ermäßigt' });
    expect(orderItemIn(line, translations, 'ar')).toBe(line);
    expect(orderItemIn(line, { event: { uk: { title: '   ' } }, category: null }, 'uk')).toBe(line);
    expect(orderItemIn(line, {}, 'en')).toBe(line);
  });

  it('trims a translation and keeps the other fields of the line', () => {
    const shown = orderItemIn(line, { event: { en: { title: ' Time Leap ' } } }, 'en');
    expect(shown).toEqual({ ...line, event_title: 'Time Leap' });
    expect(shown).not.toBe(line);
  });
});

describe('the venue in the order language', () => {
  const location = { name: 'Aula der Gesamtschule', address: 'Parkstraße 12, 45127 Essen' };
  const event = { en: { venue: { name: 'Comprehensive school hall' } }, tr: { venue: { name: ' ' } } };

  it('names the venue as the school translated it, and keeps the address as the post knows it', () => {
    expect(locationIn(location, event, 'en')).toEqual({ name: 'Comprehensive school hall', address: 'Parkstraße 12, 45127 Essen' });
  });

  it('keeps the German name in German, without a translation and without a venue', () => {
    expect(locationIn(location, event, 'de')).toBe(location);
    expect(locationIn(location, event, 'tr')).toBe(location);
    expect(locationIn(location, null, 'ar')).toBe(location);
    expect(locationIn(null, event, 'en')).toBeNull();
  });
});
