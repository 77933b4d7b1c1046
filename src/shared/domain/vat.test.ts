import { describe, expect, it } from 'vitest';
import { asTaxRules, formatRate, includedVat, orderVat, taxRateFor } from './vat';

describe('taxRateFor', () => {
  const rules = [
    { country: 'AT', rate: 13 },
    { country: 'DE', rate: 7 },
  ];
  it("takes the rule of the venue's country, Germany when the venue names none, else the default rate", () => {
    expect(taxRateFor('AT', rules, 19)).toBe(13);
    expect(taxRateFor('at ', rules, 19)).toBe(13);
    expect(taxRateFor('', rules, 19)).toBe(7);
    expect(taxRateFor(undefined, rules, 19)).toBe(7);
    expect(taxRateFor('CH', rules, 19)).toBe(19);
    expect(taxRateFor(undefined, [], 19)).toBe(19);
  });
});

describe('includedVat', () => {
  it('states the VAT included in the price at one rate, rounded half up', () => {
    expect(includedVat([{ listCents: 1200, ratePercent: 19 }], 1200)).toEqual([{ ratePercent: 19, grossCents: 1200, vatCents: 192 }]);
    // 1070 at 7 %: exactly 70 cents.
    expect(includedVat([{ listCents: 1070, ratePercent: 7 }], 1070)).toEqual([{ ratePercent: 7, grossCents: 1070, vatCents: 70 }]);
    // 15 cents at 19 %: 2.394… → 2; 16 cents: 2.554… → 3 (the boundary of half a cent).
    expect(includedVat([{ listCents: 15, ratePercent: 19 }], 15)[0].vatCents).toBe(2);
    expect(includedVat([{ listCents: 16, ratePercent: 19 }], 16)[0].vatCents).toBe(3);
  });

  it('rounds once per rate on its total, not per line', () => {
    // Three lines of 0.16 €: per line 3 + 3 + 3 = 9 cents; on the 48-cent total 7.66 → 8.
    const lines = [16, 16, 16].map((listCents) => ({ listCents, ratePercent: 19 }));
    expect(includedVat(lines, 48)).toEqual([{ ratePercent: 19, grossCents: 48, vatCents: 8 }]);
  });

  it('spreads a discount over the lines by their list price, to the exact cent paid', () => {
    const shares = includedVat(
      [
        { listCents: 1000, ratePercent: 19 },
        { listCents: 500, ratePercent: 7 },
      ],
      1001,
    );
    // 1001 × 2/3 = 667.33 and 1001 × 1/3 = 333.67: the leftover cent goes to the larger remainder.
    expect(shares).toEqual([
      { ratePercent: 19, grossCents: 667, vatCents: 106 },
      { ratePercent: 7, grossCents: 334, vatCents: 22 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.grossCents, 0)).toBe(1001);
  });

  it('gives a leftover cent among equal remainders to the first line, and a negative list price no share', () => {
    const lines = [
      { listCents: 100, ratePercent: 19 },
      { listCents: 100, ratePercent: 7 },
      { listCents: 100, ratePercent: 0 },
    ];
    expect(includedVat(lines, 100)).toEqual([
      { ratePercent: 19, grossCents: 34, vatCents: 5 },
      { ratePercent: 7, grossCents: 33, vatCents: 2 },
    ]);
    expect(
      includedVat(
        [
          { listCents: -500, ratePercent: 7 },
          { listCents: 1000, ratePercent: 19 },
        ],
        1000,
      ),
    ).toEqual([{ ratePercent: 19, grossCents: 1000, vatCents: 160 }]);
  });

  it('gives no line for 0 %, for free tickets and for nothing paid', () => {
    expect(includedVat([{ listCents: 1200, ratePercent: 0 }], 1200)).toEqual([]);
    expect(includedVat([{ listCents: 0, ratePercent: 19 }], 0)).toEqual([]);
    expect(includedVat([{ listCents: 1200, ratePercent: 19 }], 0)).toEqual([]);
    expect(includedVat([], 500)).toEqual([]);
    // A free ticket at another rate beside a paid one: no line for the free one's rate.
    expect(
      includedVat(
        [
          { listCents: 1000, ratePercent: 19 },
          { listCents: 0, ratePercent: 7 },
        ],
        1000,
      ),
    ).toEqual([{ ratePercent: 19, grossCents: 1000, vatCents: 160 }]);
  });

  it('writes rates as the receipt does', () => {
    expect(formatRate(7)).toBe('7 %');
    expect(formatRate(8.1)).toBe('8,1 %');
    expect(formatRate(8.125)).toBe('8,13 %');
  });
});

describe('orderVat', () => {
  it("taxes each line at its venue's country's rate, a venue without a country at Germany's", () => {
    const settings = {
      rules: [
        { country: 'DE', rate: 7 },
        { country: 'AT', rate: 13 },
      ],
      defaultRate: 19,
    };
    const shares = orderVat(
      [
        { listCents: 1000, country: 'AT' },
        { listCents: 1000, country: null },
        { listCents: 1000, country: 'CH' },
      ],
      settings,
      3000,
    );
    expect(shares.map((share) => [share.ratePercent, share.grossCents])).toEqual([
      [19, 1000],
      [13, 1000],
      [7, 1000],
    ]);
  });
});

describe('asTaxRules', () => {
  it('keeps the well-formed rules of the stored setting and leaves out anything else', () => {
    expect(asTaxRules([{ country: 'AT', rate: 13 }, { country: 'CH' }, { rate: 8 }, null, 'DE', { country: 'FR', rate: '20' }])).toEqual([
      { country: 'AT', rate: 13 },
    ]);
    expect(asTaxRules({ country: 'AT', rate: 13 })).toEqual([]);
    expect(asTaxRules(null)).toEqual([]);
  });
});
