import { describe, expect, it } from 'vitest';
import { headingSlug, headingSlugger } from './heading-slug';

describe('headingSlug', () => {
  it('keeps German letters and drops punctuation like GitHub', () => {
    expect(headingSlug('Abweichungen von der Spezifikation')).toBe('abweichungen-von-der-spezifikation');
    expect(headingSlug('Ein Ticket ist „Storniert“ – was nun?')).toBe('ein-ticket-ist-storniert--was-nun');
    expect(headingSlug('Über `DATA_DIR` und §3')).toBe('über-data_dir-und-3');
  });

  it('numbers a repeated heading', () => {
    const slug = headingSlugger();
    expect([slug('Tests'), slug('Tests'), slug('Tests')]).toEqual(['tests', 'tests-1', 'tests-2']);
  });
});
