import { describe, expect, it } from 'vitest';
import { markupTheEditorWouldLose } from './editor-markup';

describe('markupTheEditorWouldLose', () => {
  it('finds nothing in the texts the shop ships (paragraphs, headings, lists, links, bold, breaks)', () => {
    const html =
      '<h3>Kontakt</h3><p>Schreib an <a href="mailto:musical@schule.de">musical@schule.de</a>.<br>Oder ruf an: <a href="tel:+49201123456">0201 123456</a></p>' +
      '<ul><li><strong>Fett</strong> und <em>kursiv</em></li></ul><ol start="3"><li><b>b</b> <i>i</i> <u>u</u> <s>s</s></li></ol>' +
      '<p><a href="https://www.paypal.com/de/" rel="noopener noreferrer" target="_blank">PayPal</a></p><blockquote><p>Zitat</p></blockquote><hr>';
    expect(markupTheEditorWouldLose(html)).toEqual([]);
  });

  it('treats plain wrappers without attributes as harmless: their text stays', () => {
    expect(markupTheEditorWouldLose('<div><span>Text</span></div>')).toEqual([]);
    expect(markupTheEditorWouldLose('')).toEqual([]);
  });

  it('names elements and attributes the visual editor has no place for', () => {
    expect(markupTheEditorWouldLose('<table><tr><td>1</td></tr></table><p class="hinweis">x</p><img src="/a.png" alt="">')).toEqual([
      '<table>',
      '<tbody>',
      '<tr>',
      '<td>',
      'class="…"',
      '<img>',
    ]);
  });

  it('names links the editor would drop: to shop paths or other schemes', () => {
    expect(markupTheEditorWouldLose('<p><a href="/agb">AGB</a> <a href="https://schule.de">ok</a> <a href="ftp://x.de/f">f</a></p>')).toEqual([
      'Link nach /agb',
      'Link nach ftp://x.de/f',
    ]);
  });
});
