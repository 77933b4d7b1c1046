import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { applyShellLanguage } from '../../i18n/shell-language';
import { shellLoading, withShellLoading } from './shell-loading';

const catalogText = (code: string) => (JSON.parse(fs.readFileSync(`src/shared/i18n/catalogs/${code}.json`, 'utf8')) as Record<string, string>)['pages.loading'];
const texts = LANGUAGES.map(({ code, dir }) => ({ code, dir, text: catalogText(code) }));

/** The built shell in a document whose `<html lang dir>` the server (or main.tsx) set. */
function shellIn(lang: string) {
  const built = withShellLoading(fs.readFileSync('src/client/index.html', 'utf8'), texts);
  const parsed = new DOMParser().parseFromString(built, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  document.documentElement.lang = lang;
}
const shownLines = () =>
  [...document.querySelectorAll('.shell-loading > p')].filter((line) => getComputedStyle(line).display !== 'none').map((line) => line.textContent);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  document.documentElement.removeAttribute('dir');
  localStorage.clear();
});

describe('the app shell’s loading line in the visitor’s language (issue 53)', () => {
  it('is the spec’s German for German, and wherever <html lang> names no other language', () => {
    shellIn('de');
    expect(shownLines()).toEqual(['Lade Seite...']);
    expect(document.querySelector('.loading-screen')?.getAttribute('role')).toBe('status');
    shellIn('fr');
    expect(shownLines()).toEqual(['Lade Seite...']);
  });

  it('shows English, and Arabic right to left, each from its catalog', () => {
    shellIn('en');
    expect(shownLines()).toEqual(['Loading page...']);
    shellIn('ar');
    expect(shownLines()).toEqual([catalogText('ar')]);
    expect(document.querySelector('.shell-loading > [lang="ar"]')?.getAttribute('dir')).toBe('rtl');
  });

  it('has every language of the shop, its text escaped, and no script (CSP script-src self)', () => {
    const { markup, style } = shellLoading([...texts, { code: 'xx', dir: 'ltr', text: '<b>&' }]);
    expect(markup.match(/<p lang=/g)).toHaveLength(LANGUAGES.length + 1);
    expect(markup).toContain('<p lang="xx" dir="ltr">&lt;b&gt;&amp;</p>');
    expect(`${markup}${style}`).not.toContain('<script');
  });

  it('takes the device’s choice before the app loads, on the shop’s pages only', () => {
    shellIn('de');
    localStorage.setItem('shopLanguage', 'ar');
    applyShellLanguage(false);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(shownLines()).toEqual([catalogText('ar')]);
    // A page the server rendered keeps the language it was written in.
    document.documentElement.lang = 'en';
    applyShellLanguage(true);
    expect(document.documentElement.lang).toBe('en');
  });
});
