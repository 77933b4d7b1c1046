import { describe, expect, it } from 'vitest';
import { eventSchoolTexts } from './school-text-lists';
import {
  missingLanguages,
  missingNote,
  missingPerLanguage,
  storedTranslations,
  textIn,
  TRANSLATION_LANGUAGES,
  unofferedLanguage,
  unofferedLanguageMessage,
} from './school-texts';

describe('school texts per language (issue 53 item 5)', () => {
  it('translates into every offered language but German, the base text', () => {
    expect(TRANSLATION_LANGUAGES).toEqual(['en', 'tr', 'uk', 'ar']);
    expect(unofferedLanguage({ en: {}, ar: {} })).toBeUndefined();
    expect(unofferedLanguage({ en: {}, fr: {} })).toBe('fr');
    expect(unofferedLanguage({ de: {} })).toBe('de');
    expect(unofferedLanguageMessage('fr')).toBe('Die Sprache „fr“ bietet der Shop nicht an. Übersetzen lässt sich in: EN, TR, UK, AR.');
    expect(unofferedLanguageMessage('de')).toMatch(/^Deutsch ist der Grundtext/);
  });

  it('falls back to German where a translation is empty, and says so', () => {
    expect(textIn('Erwachsene', 'Adults')).toEqual({ text: 'Adults', german: false });
    expect(textIn('Erwachsene', '  ')).toEqual({ text: 'Erwachsene', german: true });
    expect(textIn('', undefined)).toEqual({ text: '', german: false });
  });

  it('names the missing languages of a text, none while its German is empty', () => {
    const text = { german: 'Zeitsprung', translated: { en: 'Time Leap', ar: ' ' } };
    expect(missingLanguages(text)).toEqual(['tr', 'uk', 'ar']);
    expect(missingNote(text)).toBe('fehlt: TR, UK, AR');
    expect(missingNote({ german: '', translated: {} })).toBe('');
    expect(missingNote({ german: 'A', translated: { en: 'a', tr: 'a', uk: 'a', ar: 'a' } })).toBe('');
  });

  it('counts per language', () => {
    const texts = eventSchoolTexts({
      title: 'Zeitsprung',
      description: '',
      metaDescription: '',
      facts: { recommendedAge: 'ab 10 Jahren', duration: '', notes: '' },
      passages: [{ title: 'Worum es geht', text: 'Eine Reise.' }],
      translations: { en: { title: 'Time Leap', passages: [{ title: 'What it is about', text: 'A journey.' }] } },
      categories: [{ id: 7, name: 'Erwachsene', translations: { en: { name: 'Adults' } } }],
    });
    const missing = missingPerLanguage(texts);
    expect(missing.en.texts.map((text) => text.key)).toEqual(['facts.recommendedAge']);
    expect(missing.tr.count).toBe(5);
  });

  it('stores only offered languages, and none without text', () => {
    expect(storedTranslations({ en: { title: 'x' }, tr: {}, fr: { title: 'y' } }, (texts) => texts)).toEqual({ en: { title: 'x' } });
  });
});
