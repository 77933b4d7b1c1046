import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import { catalogCompleteness, overrideProblem } from './text-overrides';

describe("the school's wording of catalog texts (issue 53 item 7)", () => {
  it('accepts a text with the German placeholders and tags, in any order', () => {
    expect(overrideProblem(de, 'event.buy', 'Jetzt Plätze sichern')).toBeNull();
    expect(overrideProblem(de, 'nav.cartCount', '{count, plural, one {ein Ticket} other {# Tickets}} im Korb')).toBeNull();
    expect(overrideProblem(de, 'facts.faq', 'Mehr in den <faq>FAQ</faq>.')).toBeNull();
  });

  it('names what is wrong, in German', () => {
    expect(overrideProblem(de, 'gibt.es.nicht', 'x')).toBe('Den Text „gibt.es.nicht“ gibt es nicht.');
    expect(overrideProblem(de, 'event.buy', '  ')).toBe('Der Text darf nicht leer sein.');
    expect(overrideProblem(de, 'event.map', 'Karte')).toBe('Der Text muss dieselben Platzhalter wie der deutsche haben: es fehlt {place}.');
    expect(overrideProblem(de, 'event.map', 'Karte: {ort}')).toBe(
      'Der Text muss dieselben Platzhalter wie der deutsche haben: es fehlt {place}; {ort} gibt es im deutschen Text nicht.',
    );
    expect(overrideProblem(de, 'facts.faq', 'Mehr in den FAQ.')).toContain('es fehlt <faq>');
    expect(overrideProblem(de, 'event.map', 'Karte: {place')).toContain('keine gültige ICU-Nachricht');
    expect(overrideProblem(de, 'event.buy', 'x'.repeat(2001))).toBe('Der Text darf höchstens 2000 Zeichen lang sein.');
  });

  it('counts a language complete when every key has a text, from the catalog or the school, and an empty one as missing', () => {
    const total = Object.keys(de).length;
    expect(catalogCompleteness(de, en)).toEqual({ total, translated: total, missing: [], overridden: 0 });
    const { 'event.buy': _gone, ...short } = en;
    expect(catalogCompleteness(de, { ...short, 'nav.cart': '' }, { 'event.map': 'Map: {place}' })).toEqual({
      total,
      translated: total - 2,
      missing: ['nav.cart', 'event.buy'].sort((a, b) => Object.keys(de).indexOf(a) - Object.keys(de).indexOf(b)),
      overridden: 1,
    });
    expect(catalogCompleteness(de, short, { 'event.buy': 'Book' }).missing).toEqual([]);
  });
});
