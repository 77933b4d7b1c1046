/**
 * The VAT a paid order includes ("darin enthalten 7 % MwSt.: 1,23 €"). Prices are gross and stay what the
 * buyer pays; this only states the tax inside them. Admission is taxed where the performance takes place
 * (§ 3a Abs. 3 Nr. 3 Buchst. a UStG), so a performance's rate is the tax rule of its venue's country
 * ("Steuerregeln pro Land"), else the default rate; a venue without a country is in Germany.
 */
export const HOME_COUNTRY = 'DE';

export interface TaxRule {
  country: string;
  rate: number;
}

export function taxRateFor(country: string | null | undefined, rules: readonly TaxRule[], defaultRate: number): number {
  const code = country?.trim().toUpperCase() || HOME_COUNTRY;
  return rules.find((rule) => rule.country === code)?.rate ?? defaultRate;
}

export interface TaxedLine {
  /** The line's list price (unit price × quantity), before the order's discounts. */
  listCents: number;
  ratePercent: number;
}

export interface VatShare {
  ratePercent: number;
  /** The part of what was paid for tickets that carries this rate. */
  grossCents: number;
  vatCents: number;
}

/**
 * The VAT included in `paidCents` (what the tickets cost after discounts; donations are no supply and carry
 * none), one share per rate. Discounts are spread over the lines in proportion to their list prices, the
 * cents left over by the largest remainder, so the shares add up to exactly `paidCents`. The tax is rounded
 * once per rate on that rate's total (half up), as an invoice states it per rate (§ 14 Abs. 4 Nr. 8 UStG),
 * never per line. A rate of 0 % (a tax-free school) gives no share: no rule, no line.
 */
export function includedVat(lines: readonly TaxedLine[], paidCents: number): VatShare[] {
  const list = lines.reduce((sum, line) => sum + Math.max(0, line.listCents), 0);
  if (list <= 0 || paidCents <= 0) return [];
  const exact = lines.map((line) => (Math.max(0, line.listCents) * paidCents) / list);
  const shares = exact.map(Math.floor);
  let left = paidCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  const perRate = new Map<number, number>();
  for (const [index, line] of lines.entries()) perRate.set(line.ratePercent, (perRate.get(line.ratePercent) ?? 0) + shares[index]);
  return [...perRate.entries()]
    .filter(([rate, gross]) => rate > 0 && gross > 0)
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, grossCents]) => ({ ratePercent, grossCents, vatCents: includedVatCents(grossCents, ratePercent) }));
}

/** "7 %", "8,1 %": a rate as the receipt writes it. */
export function formatRate(ratePercent: number): string {
  return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(ratePercent)} %`;
}

/** The shares of a paid order: each line's rate from its venue's country, the paid amount spread over them. */
export function orderVat(
  lines: ReadonlyArray<{ listCents: number; country: string | null | undefined }>,
  settings: { rules: readonly TaxRule[]; defaultRate: number },
  paidCents: number,
): VatShare[] {
  return includedVat(
    lines.map((line) => ({ listCents: line.listCents, ratePercent: taxRateFor(line.country, settings.rules, settings.defaultRate) })),
    paidCents,
  );
}

/** The stored "Steuerregeln pro Land" as rules; anything malformed is left out (the save checks them). */
export function asTaxRules(value: unknown): TaxRule[] {
  if (!Array.isArray(value)) return [];
  return value.filter((rule): rule is TaxRule => typeof rule?.country === 'string' && typeof rule?.rate === 'number');
}

/** The VAT a gross amount includes at a rate in percent, in cents (donations are outside it). */
export function includedVatCents(grossCents: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}
