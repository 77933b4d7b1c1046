/**
 * Spec §5 donation: min 0, step 0.01; empty or non-numeric gives 0; negative becomes 0.
 * German input uses a decimal comma ('5,5'), so both separators are read; the result is rounded to cents.
 */
export function parseDonation(input: unknown): number {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string') {
    const text = input.trim().replace(/\s|€/g, '');
    // '1.234,56' (German thousands) and '1234.56' both read as expected.
    const normalized = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
    value = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
  } else value = Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 100) / 100;
}
