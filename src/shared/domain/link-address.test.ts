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

describe('checkLinkAddress at its edges', () => {
  it('refuses a web address with a space in it even where the browser would encode it', () => {
    expect(checkLinkAddress('https://example.org/unser musical').ok).toBe(false);
  });

  it('takes phone numbers of 3 to 20 digits', () => {
    expect(checkLinkAddress('tel:112')).toEqual({ ok: true, href: 'tel:112' });
    expect(checkLinkAddress('tel:12345678901234567890')).toEqual({ ok: true, href: 'tel:12345678901234567890' });
    expect(checkLinkAddress('tel:123456789012345678901').ok).toBe(false);
  });

  it('goes by the scheme at the start, not by one further in', () => {
    expect(checkLinkAddress('mailto:musical@schule.de?body=https://schule.de')).toEqual({ ok: true, href: 'mailto:musical@schule.de?body=https://schule.de' });
    expect(checkLinkAddress('schule.de/mailto:info')).toEqual({ ok: true, href: 'https://schule.de/mailto:info' });
    expect(checkLinkAddress('schule.de/tel:0201')).toEqual({ ok: true, href: 'https://schule.de/tel:0201' });
  });
});

describe('isAllowedLinkHref at its edges', () => {
  it('reads the scheme after surrounding spaces, and only at the start', () => {
    expect(isAllowedLinkHref(' https://example.org/ ')).toBe(true);
    expect(isAllowedLinkHref('www.schule.de/tel:0201')).toBe(false);
  });
});

describe('linkText at its edges', () => {
  it('drops a typed tel: and surrounding spaces, but leaves "tel:" inside a web address', () => {
    expect(linkText('tel:+49201123456', '  TEL:0201 123456 ')).toBe('0201 123456');
    expect(linkText('https://mein.hotel:8080/', 'https://mein.hotel:8080/')).toBe('https://mein.hotel:8080/');
  });
});
