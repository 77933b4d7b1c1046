import { describe, expect, it } from 'vitest';
import { csvCell, csvEuro, toCsv } from './csv';
import { statusBadge } from './order-status';

describe('CSV export', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Krüger; Mia')).toBe('"Krüger; Mia"');
    expect(csvCell('Sag "Hallo"')).toBe('"Sag ""Hallo"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+49 201')).toBe("'+49 201");
    expect(csvCell('@SUM')).toBe("'@SUM");
    expect(csvCell('-5')).toBe("'-5");
  });

  it('leaves such signs inside a cell alone', () => {
    expect(csvCell('Müller-Lüdenscheidt')).toBe('Müller-Lüdenscheidt');
    expect(csvCell('mia@example.de')).toBe('mia@example.de');
    expect(csvCell('1+1=2')).toBe('1+1=2');
  });

  it('writes a BOM, semicolons and CRLF; euros with a decimal comma', () => {
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('\uFEFFA;B\r\n1;x\r\n');
    expect(csvEuro(1250)).toBe('12,50');
    expect(csvEuro(5)).toBe('0,05');
  });
});

describe('order status badge (spec §4)', () => {
  it('shows CAPTURED active, CREATED pending and anything else banned', () => {
    expect(statusBadge('CAPTURED')).toBe('active');
    expect(statusBadge('CREATED')).toBe('pending');
    expect(statusBadge('FAILED')).toBe('banned');
    expect(statusBadge('CANCELLED')).toBe('banned');
  });
});
