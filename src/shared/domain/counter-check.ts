/** The quota counters as stored, or as counted from the orders (issue 30: checked in production). */
export interface CounterSnapshot {
  quotas: Array<{ performance_id: number; category_id: number; held: number; sold: number }>;
  boxOffice: Array<{ performance_id: number; sold: number }>;
  seats: Array<{ performance_id: number; seat: string; order_id: number }>;
}

export interface CounterDifference {
  /** A stable name of the counter, e.g. `quota 3/5 held` or `seat 3/A1`. */
  counter: string;
  stored: number | string | null;
  counted: number | string | null;
}

function compare<T>(stored: T[], counted: T[], key: (row: T) => string, fields: Array<keyof T & string>, label: (row: T, field: string) => string) {
  const differences: CounterDifference[] = [];
  const byKey = new Map(counted.map((row) => [key(row), row]));
  const seen = new Set<string>();
  for (const row of stored) {
    seen.add(key(row));
    const other = byKey.get(key(row));
    for (const field of fields) {
      const value = row[field] as number | string;
      const expected = other ? (other[field] as number | string) : null;
      if (value !== expected) differences.push({ counter: label(row, field), stored: value, counted: expected });
    }
  }
  for (const row of counted) {
    if (seen.has(key(row))) continue;
    for (const field of fields) differences.push({ counter: label(row, field), stored: null, counted: row[field] as number | string });
  }
  return differences;
}

/** Every counter whose stored value differs from the count; empty when they agree. Never corrects anything. */
export function counterDifferences(stored: CounterSnapshot, counted: CounterSnapshot): CounterDifference[] {
  return [
    ...compare(
      stored.quotas,
      counted.quotas,
      (q) => `${q.performance_id}/${q.category_id}`,
      ['held', 'sold'],
      (q, f) => `quota ${q.performance_id}/${q.category_id} ${f}`,
    ),
    ...compare(
      stored.boxOffice,
      counted.boxOffice,
      (b) => String(b.performance_id),
      ['sold'],
      (b) => `box office ${b.performance_id} sold`,
    ),
    ...compare(
      stored.seats,
      counted.seats,
      (s) => `${s.performance_id}/${s.seat}`,
      ['order_id'],
      (s) => `seat ${s.performance_id}/${s.seat}`,
    ),
  ];
}
