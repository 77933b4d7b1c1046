import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { MAIL_HTML_POLICY, mayContainMarkup, PAGE_HTML_POLICY } from './html-policy';

describe('mayContainMarkup', () => {
  it.each(['Tom & Jerry', 'Ich <3 Musicals', 'a < b und c > d', '5<6', 'Zeile 1\nZeile 2', ''])('leaves %j as text', (text) => {
    expect(mayContainMarkup(text)).toBe(false);
  });

  it.each(['<p>ok</p>', 'x<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'a</p>', '<!-- c -->', '<?xml?>', '<SVG onload=x>'])(
    'sees markup in %j',
    (text) => {
      expect(mayContainMarkup(text)).toBe(true);
    },
  );
});

// The policies as the browser and the server apply them: DOMPurify over a DOM (jsdom here, as on the server).
const purify = createDOMPurify(new JSDOM('').window);

describe('the page policy', () => {
  const clean = (html: string) => purify.sanitize(html, PAGE_HTML_POLICY);

  it('drops ids and names, so stored HTML cannot stand in for an element of the page (issue 29)', () => {
    expect(clean('<h2 id="root">Impressum</h2><p id="__ssr_data">x</p>')).toBe('<h2>Impressum</h2><p>x</p>');
    expect(clean('<a name="agb" href="/agb">AGB</a><img name="cookie" src="x.png" alt="Logo">')).toBe('<a href="/agb">AGB</a><img src="x.png" alt="Logo">');
  });

  it('drops inline styles, style blocks, forms and frames, and keeps the text markup', () => {
    expect(clean('<style>body{display:none}</style><p style="color:red">14 <b>Tage</b></p>')).toBe('<p>14 <b>Tage</b></p>');
    expect(clean('<form action="/x"><input name="pw"></form><iframe src="https://example.com"></iframe><ul><li>ok</li></ul>')).toBe('<ul><li>ok</li></ul>');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    expect(clean('<p onclick="x()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">mehr</a>')).toBe('<p>ok</p><a>mehr</a>');
  });
});

describe('the mail policy', () => {
  const clean = (html: string) => purify.sanitize(html, MAIL_HTML_POLICY);

  it('keeps inline styles (mail clients ignore style sheets) but drops ids and names', () => {
    expect(clean('<p id="total" style="color: red">Summe</p><a name="top" href="https://shop.example/">Shop</a>')).toBe(
      '<p style="color: red">Summe</p><a href="https://shop.example/">Shop</a>',
    );
  });

  it('drops forms, frames and scripts', () => {
    expect(clean('<p>Hallo</p><form><input></form><iframe src="x"></iframe><script>alert(1)</script>')).toBe('<p>Hallo</p>');
  });
});
