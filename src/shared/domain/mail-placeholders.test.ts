import { describe, expect, it } from 'vitest';
import { escapeHtml, fillPlaceholders, includedVatCents, sampleValues } from './mail-placeholders';

describe('mail placeholders', () => {
  const values = { ...sampleValues(), vorname: 'Ana <b>', bestellnummer: '7' };

  it('fills the German names in single braces and the old English ones in double braces', () => {
    expect(fillPlaceholders('Hallo {vorname}, Nr. {bestellnummer}', values, false)).toBe('Hallo Ana <b>, Nr. 7');
    expect(fillPlaceholders('Hallo {{first_name}}, Nr. {{ order_number }}', values, false)).toBe('Hallo Ana <b>, Nr. 7');
  });

  it('escapes text in bodies but inserts the items table as HTML', () => {
    const body = fillPlaceholders('<p>{vorname}</p>{positionen}', values);
    expect(body).toContain('<p>Ana &lt;b&gt;</p>');
    expect(body).toContain('<table');
  });

  it('keeps unknown single-brace words and drops unknown double-brace names', () => {
    expect(fillPlaceholders('{unbekannt} {{unknown}}!', values)).toBe('{unbekannt} !');
  });

  it('flattens the items table to text in subjects', () => {
    expect(fillPlaceholders('{positionen}', values, false)).not.toContain('<');
    expect(fillPlaceholders('Ihre Karten: {positionen}!', { positionen: '<p>Erwachsene\n  2x</p><p>Kinder 1x</p>' }, false)).toBe(
      'Ihre Karten: Erwachsene 2x Kinder 1x!',
    );
  });

  it('leaves a placeholder without a value empty', () => {
    expect(fillPlaceholders('Hallo {vorname}, {{last_name}}!', {})).toBe('Hallo , !');
  });

  it('escapes every character HTML gives a meaning', () => {
    expect(escapeHtml(`Tom & "Jerry's" <Show>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;Show&gt;');
  });

  it('computes the VAT included in a gross amount', () => {
    expect(includedVatCents(1190, 19)).toBe(190);
    expect(includedVatCents(1200, 19)).toBe(192);
    expect(includedVatCents(1200, 0)).toBe(0);
    expect(includedVatCents(1070, 7)).toBe(70);
    // A negative rate is no rate: no VAT rather than a negative amount on the receipt.
    expect(includedVatCents(1070, -7)).toBe(0);
  });
});
