/** Quotas are keyed by performance and category. */
export const quotaKey = (performanceId: number, categoryId: number) => `${performanceId}:${categoryId}`;

export interface QuotaLine {
  performanceId: number;
  categoryId: number;
  quantity: number;
  seat: string | null;
}

export interface QuotaFigures {
  capacity: number;
  taken: number;
}

export type Shortage<L> = { kind: 'places'; line: L; remaining: number } | { kind: 'seat'; line: L };

/**
 * The first line these figures say cannot be held: its quota has fewer places left than the cart's lines
 * of that quota want together (an unknown quota has none), or its seat is taken. Null when all fit.
 */
export function firstShortage<L extends QuotaLine>(
  lines: readonly L[],
  quotas: ReadonlyMap<string, QuotaFigures>,
  seatsTaken: ReadonlyMap<number, ReadonlySet<string>>,
): Shortage<L> | null {
  const wanted = new Map<string, { line: L; quantity: number }>();
  for (const line of lines) {
    const key = quotaKey(line.performanceId, line.categoryId);
    wanted.set(key, { line: wanted.get(key)?.line ?? line, quantity: (wanted.get(key)?.quantity ?? 0) + line.quantity });
  }
  for (const [key, { line, quantity }] of wanted) {
    const quota = quotas.get(key);
    const remaining = Math.max(0, (quota?.capacity ?? 0) - (quota?.taken ?? 0));
    if (quantity > remaining) return { kind: 'places', line, remaining };
  }
  const clash = lines.find((line) => line.seat !== null && seatsTaken.get(line.performanceId)?.has(line.seat));
  return clash ? { kind: 'seat', line: clash } : null;
}

/** Every seat of the cart these figures call taken, in cart order (issue 51: a clash names all that went). */
export function takenSeatsOf(lines: readonly QuotaLine[], seatsTaken: ReadonlyMap<number, ReadonlySet<string>>): string[] {
  return lines.flatMap((line) => (line.seat !== null && seatsTaken.get(line.performanceId)?.has(line.seat) ? [line.seat] : []));
}
