/** Money is integer cents everywhere; euros appear only at the edges (spec's cart and API fields). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Digits, then at most one '.' or ',' with digits after it: what people type, and nothing else. */
const PLAIN_DECIMAL = /^(\d+)(?:[.,](\d+))?$/;

/**
 * A plain decimal read into whole units of 10^-decimals (cents for 2): a JSON number or a text of digits
 * with one '.' or ',' and at most `decimals` decimals, surrounding spaces ignored. null for everything
 * else, where Number() would guess: hex ('0x10'), exponents ('1e3'), signs, thousands separators, more
 * decimals than allowed (0.001 is no amount of cents), values beyond a safe integer.
 */
export function parsePlainDecimal(input: unknown, decimals: number): number | null {
  let text: string;
  if (typeof input === 'number') {
    // String() gives the shortest exact form: 12.5 → '12.5'; 1e21 and 1e-7 keep their exponent and fail.
    if (!Number.isFinite(input) || input < 0) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = PLAIN_DECIMAL.exec(text);
  const fraction = match?.[2] ?? '';
  if (!match || fraction.length > decimals) return null;
  const units = Number(match[1] + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(units) ? units : null;
}

/** An amount in euros ('12,5', '12.50', 12.5) as integer cents; null when it is no plain amount. */
export function parseCents(input: unknown): number | null {
  return parsePlainDecimal(input, 2);
}

/** A quantity or count ('3', 3): a whole number, no decimals at all; null otherwise. */
export function parseWholeNumber(input: unknown): number | null {
  return parsePlainDecimal(input, 0);
}
