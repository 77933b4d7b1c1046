import { describe, expect, it } from 'vitest';
import { fillPlaceholders, includedVatCents, sampleValues } from './mail-placeholders';

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
  });

  it('computes the VAT included in a gross amount', () => {
    expect(includedVatCents(1190, 19)).toBe(190);
    expect(includedVatCents(1200, 19)).toBe(192);
    expect(includedVatCents(1200, 0)).toBe(0);
    expect(includedVatCents(1070, 7)).toBe(70);
  });
});
