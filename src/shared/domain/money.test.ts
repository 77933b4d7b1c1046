import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCents, parsePlainDecimal, parseWholeNumber } from './money';

describe('plain decimals (money and quantities sent to the server)', () => {
  it.each([
    ['12,5', 1250],
    ['12.50', 1250],
    [12.5, 1250],
    ['0', 0],
    [0, 0],
    ['007,10', 710],
    [' 3 ', 300],
    [1000, 100_000],
  ])('reads %j as %d cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each([
    ['0x10'],
    ['1e3'],
    ['0.001'],
    [0.001],
    ['abc'],
    [-1],
    ['-1'],
    ['+1'],
    [''],
    ['12,'],
    [',5'],
    ['1.234,56'],
    ['1 000'],
    ['Infinity'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1e21],
    [null],
    [true],
    [[5]],
    [{}],
    ['0b11'],
    ['١٢'],
  ])('refuses %j', (input) => {
    expect(parseCents(input)).toBeNull();
  });

  it('reads whole numbers only for quantities', () => {
    expect(parseWholeNumber('3')).toBe(3);
    expect(parseWholeNumber(3)).toBe(3);
    expect(parseWholeNumber(3.0)).toBe(3);
    for (const bad of ['3.0', '3,5', 2.5, '0x3', '3e0', '-3']) expect(parseWholeNumber(bad)).toBeNull();
  });

  it('refuses what does not fit a safe integer', () => {
    expect(parsePlainDecimal('9'.repeat(30), 2)).toBeNull();
    expect(parseWholeNumber(2 ** 60)).toBeNull();
  });

  it('property: every amount of cents, written with point, comma or as a JSON number, reads back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (cents) => {
        const euros = `${Math.floor(cents / 100)}`;
        const rest = String(cents % 100).padStart(2, '0');
        expect(parseCents(`${euros}.${rest}`)).toBe(cents);
        expect(parseCents(`${euros},${rest}`)).toBe(cents);
        expect(parseCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('property: text with anything but digits and one separator is refused', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => /[^\d.,\s]/.test(s)),
        fc.string(),
        (a, junk, b) => {
          expect(parseCents(`${a}${junk}${b}`)).toBeNull();
        },
      ),
    );
  });

  it('property: a third decimal is always refused, even a zero', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 999 }), (whole, fraction) => {
        expect(parseCents(`${whole}.${String(fraction).padStart(3, '0')}`)).toBeNull();
      }),
    );
  });
});
