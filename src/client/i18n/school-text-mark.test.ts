import { describe, expect, it } from 'vitest';
import { schoolTextMark } from './use-shop-text';

describe('school text marks (issue 53 item 5)', () => {
  const english = { language: 'en', untranslated: ['description'] };
  it('marks nothing in German, nor a text translated into the page language', () => {
    expect(schoolTextMark('de', undefined, 'title')).toEqual({});
    expect(schoolTextMark('en', english, 'title')).toEqual({});
  });
  it('marks a text left untranslated, or an answer without translations, as German and left to right', () => {
    expect(schoolTextMark('en', english, 'description')).toEqual({ lang: 'de', dir: 'ltr' });
    expect(schoolTextMark('ar', undefined, 'title')).toEqual({ lang: 'de', dir: 'ltr' });
  });
  it('names the language of a translated text inside a part still marked German', () => {
    expect(schoolTextMark('en', english, 'title', 'de')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(schoolTextMark('en', english, 'description', 'de')).toEqual({});
  });
  it('names the language of an answer that is not the page’s (just after a switch)', () => {
    expect(schoolTextMark('de', { language: 'ar', untranslated: [] }, 'title')).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
