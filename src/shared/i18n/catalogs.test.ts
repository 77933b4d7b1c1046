import { MAIL_PURPOSES } from '../api/mail';
import { describe, expect, it } from 'vitest';
import { catalogProblems, messageSlots } from './catalog-check';
import { LANGUAGES, loadCatalog } from './languages';

describe('the language catalogs (issue 53)', () => {
  it.each(LANGUAGES.map((language) => language.code))('%s has every German key with the same placeholders', async (code) => {
    const german = await loadCatalog('de');
    expect(catalogProblems(german, await loadCatalog(code))).toEqual([]);
  });

  it('names the key of a missing text, a different placeholder, a stray key and broken ICU syntax', () => {
    const german = { a: 'Hallo {name}', b: 'Einlass <b>{time}</b>', c: '{n, plural, one {# Tag} other {# Tage}}', d: 'Gut' };
    const broken = { a: 'Hello {nom}', b: 'Doors <b>{time}', c: '{n, plural, one {# day}}', e: 'extra' };
    expect(catalogProblems(german, broken)).toEqual([
      'a: has arg:nom where German has arg:name',
      expect.stringMatching(/^b: no valid ICU message/),
      expect.stringMatching(/^c: no valid ICU message/),
      'd: missing',
      'e: not in the German catalog',
    ]);
  });

  it('refuses a tag named like an HTML void element, whose text the page would drop', () => {
    expect(catalogProblems({ a: '<link>Kalender</link>' }, { a: '<link>Calendar</link>' })).toEqual([
      'a: tag <link> is an HTML void element, its text would be lost',
    ]);
  });

  it('reads placeholders inside plurals and tags', () => {
    expect(messageSlots('<faq>{count, plural, one {# Frage} other {# Fragen zu {topic}}}</faq>')).toEqual(['arg:count', 'arg:topic', 'tag:faq']);
  });

  it('leaves no text empty, and German as the spec writes it', async () => {
    for (const { code } of LANGUAGES) for (const [key, text] of Object.entries(await loadCatalog(code))) expect(text.trim(), `${code} ${key}`).not.toBe('');
    const german = await loadCatalog('de');
    expect(german['event.buy']).toBe('Jetzt Tickets kaufen');
    expect(german['consent.acceptAll']).toBe('Alle akzeptieren');
  });
});

describe('the texts the server sends in a language (issue 53 item 6)', () => {
  it.each(LANGUAGES.map((language) => language.code))('%s writes every mail purpose, the PDF and the .ics', async (code) => {
    const catalog = await loadCatalog(code);
    for (const purpose of MAIL_PURPOSES)
      for (const part of ['subject', 'body']) expect(catalog[`mail.${purpose}.${part}`], `${code} mail.${purpose}.${part}`).toBeTruthy();
    for (const key of ['pdf.oneEntry', 'pdf.reentry', 'pdf.showQr', 'ics.doors', 'ics.tickets']) expect(catalog[key], `${code} ${key}`).toBeTruthy();
  });
});
