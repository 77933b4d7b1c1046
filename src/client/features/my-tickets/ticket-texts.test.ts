import { describe, expect, it } from 'vitest';
import { ticketIn } from './ticket-texts';

const ticket = {
  event_title: 'Zeitsprung',
  category: 'Erwachsene',
  translations: { event: { en: { title: ' Time Leap ' }, uk: { title: '  ' } }, category: { en: { name: 'Adults' } } },
};

describe('a ticket in the visitor language (issue 53)', () => {
  it('German: the copy as it is, nothing left German to mark', () => {
    expect(ticketIn(ticket, 'de')).toEqual({ event_title: 'Zeitsprung', category: 'Erwachsene', source: { language: 'de', untranslated: [] } });
  });

  it("takes the school's translations, trimmed, by the shared rule", () => {
    expect(ticketIn(ticket, 'en')).toEqual({ event_title: 'Time Leap', category: 'Adults', source: { language: 'en', untranslated: [] } });
  });

  it('names what stays German: a blank translation, a missing one, a copy kept from before the translations', () => {
    expect(ticketIn(ticket, 'uk').source.untranslated).toEqual(['event_title', 'category']);
    expect(ticketIn(ticket, 'uk').event_title).toBe('Zeitsprung');
    const { translations: _, ...kept } = ticket;
    expect(ticketIn(kept, 'ar')).toEqual({
      event_title: 'Zeitsprung',
      category: 'Erwachsene',
      source: { language: 'ar', untranslated: ['event_title', 'category'] },
    });
  });
});
