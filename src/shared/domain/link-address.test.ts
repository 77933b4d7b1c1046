import { describe, expect, it } from 'vitest';
import { checkLinkAddress, isAllowedLinkHref, linkText } from './link-address';

describe('checkLinkAddress', () => {
  it.each([
    ['https://www.gesamtschule-stadtpark.de/musical', 'https://www.gesamtschule-stadtpark.de/musical'],
    ['http://example.org/?a=1#b', 'http://example.org/?a=1#b'],
    ['  HTTPS://Example.org/Wege  ', 'https://example.org/Wege'],
    ['www.gesamtschule-stadtpark.de/musical', 'https://www.gesamtschule-stadtpark.de/musical'],
    ['schule.nrw.de', 'https://schule.nrw.de/'],
    ['mailto:musical@gesamtschule-stadtpark.de', 'mailto:musical@gesamtschule-stadtpark.de'],
    ['mailto:musical@schule.de?subject=Tickets', 'mailto:musical@schule.de?subject=Tickets'],
    ['musical@gesamtschule-stadtpark.de', 'mailto:musical@gesamtschule-stadtpark.de'],
    ['tel:+49 201 123456', 'tel:+49201123456'],
    ['0201 / 12 34-56', 'tel:0201123456'],
    ['+49 (201) 123456', 'tel:+49201123456'],
  ])('turns %j into the link %j', (input, href) => {
    expect(checkLinkAddress(input)).toEqual({ ok: true, href });
  });

  it('asks for an address when there is none', () => {
    expect(checkLinkAddress('   ')).toEqual({ ok: false, message: 'Bitte gib eine Adresse ein.' });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.org/file',
    'file:///etc/passwd',
    '//evil.example/x',
    '/agb',
    'irgendwas',
    'https://',
    'https://exa mple.org',
    'mailto:keine-adresse',
    'tel:12',
    'tel:+49 201 abc',
  ])('refuses %j with a German hint', (input) => {
    const result = checkLinkAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Nur Webadressen \(https:\/\/…\), E-Mail-Adressen und Telefonnummern/);
  });
});

describe('isAllowedLinkHref', () => {
  it.each(['https://example.org/', 'http://example.org', 'mailto:a@b.de', 'tel:+49201123456'])('allows the stored link %j', (href) => {
    expect(isAllowedLinkHref(href)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'www.example.org', 'a@b.de', '/agb', 'data:text/plain,x', ''])('does not allow %j as a stored link', (href) => {
    expect(isAllowedLinkHref(href)).toBe(false);
  });
});

describe('linkText', () => {
  it('shows a mail or phone link without its scheme and a web link as typed', () => {
    expect(linkText('mailto:musical@schule.de', 'musical@schule.de')).toBe('musical@schule.de');
    expect(linkText('tel:+49201123456', '0201 123456')).toBe('0201 123456');
    expect(linkText('https://www.schule.de/', 'www.schule.de')).toBe('www.schule.de');
    expect(linkText('mailto:musical@schule.de?subject=Tickets', 'mailto:musical@schule.de?subject=Tickets')).toBe('musical@schule.de');
  });
});
