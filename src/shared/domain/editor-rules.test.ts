import { describe, expect, it } from 'vitest';
import { type EditorRules, editorRuleErrors } from './editor-rules';

const rules: EditorRules = {
  minimumPriceCents: 500,
  freeCategories: false,
  blackoutPeriods: [{ start: '2026-12-20', end: '2027-01-06' }],
  maxConcurrentEvents: 2,
};
const now = new Date('2026-06-01T10:00:00Z');
const event = (prices: number[], starts: string[] = ['2026-09-01T17:00:00Z'], visible = true) => ({
  visible,
  categories: prices.map((price_cents) => ({ price_cents })),
  performances: starts.map((starts_at) => ({ starts_at })),
});

describe('rules the event editor enforces (issue 33.7)', () => {
  it('refuses a category below the minimum price, and 0 € unless free categories are allowed', () => {
    expect(editorRuleErrors(event([600, 300]), rules, 0, now)).toEqual({
      'categories.1.price_cents': 'Der Preis liegt unter dem Mindestpreis von 5,00\u00a0€ pro Ticket (Konfiguration).',
    });
    expect(editorRuleErrors(event([500, 0]), rules, 0, now)).toEqual({
      'categories.1.price_cents': 'Kategorien mit 0,00 € (Freikarten) sind in der Konfiguration nicht erlaubt.',
    });
    expect(editorRuleErrors(event([500, 0]), { ...rules, freeCategories: true }, 0, now)).toEqual({});
  });

  it('refuses a performance on a Berlin day inside a blackout period, its first and last day included', () => {
    // 23:30 UTC on the 19th is half past midnight on the 20th in Berlin.
    expect(editorRuleErrors(event([600], ['2026-12-19T23:30:00Z']), rules, 0, now)).toEqual({
      'performances.0.starts_at': 'Der 20.12.2026 liegt im Sperrzeitraum 20.12.2026 – 06.01.2027.',
    });
    expect(editorRuleErrors(event([600], ['2026-12-19T18:00:00Z']), rules, 0, now)).toEqual({});
    expect(Object.keys(editorRuleErrors(event([600], ['2027-01-06T18:00:00Z']), rules, 0, now))).toEqual(['performances.0.starts_at']);
    expect(editorRuleErrors(event([600], ['2027-01-07T18:00:00Z']), rules, 0, now)).toEqual({});
  });

  it('counts events on sale against the maximum, but not hidden or past ones', () => {
    expect(Object.keys(editorRuleErrors(event([600]), rules, 2, now))).toEqual(['visible']);
    expect(editorRuleErrors(event([600]), rules, 1, now)).toEqual({});
    expect(editorRuleErrors(event([600], undefined, false), rules, 2, now)).toEqual({});
    expect(editorRuleErrors(event([600], ['2026-01-01T18:00:00Z']), rules, 2, now)).toEqual({});
  });

  it('says in German how many events may be on sale at once', () => {
    expect(editorRuleErrors(event([600]), rules, 2, now)).toEqual({
      visible: 'Es dürfen höchstens 2 Events gleichzeitig im Verkauf sein (Konfiguration). Bitte verstecke dieses oder ein anderes Event.',
    });
  });

  it('counts an event on sale while any one of its performances is still ahead, not one starting right now', () => {
    expect(Object.keys(editorRuleErrors(event([600], ['2026-01-01T18:00:00Z', '2026-09-01T17:00:00Z']), rules, 2, now))).toEqual(['visible']);
    expect(editorRuleErrors(event([600], [now.toISOString()]), rules, 2, now)).toEqual({});
  });

  it('leaves a performance time that is no date to the form validation', () => {
    expect(editorRuleErrors(event([600], ['kein Datum']), rules, 0, now)).toEqual({});
  });
});
