/** Figures from per-order records: rate, latency percentiles, the rate of a run's first and last 10 %. */
import type { PoolResult } from './pool';

export interface Summary {
  ok: number;
  /** Completed orders per second over the measured phase. */
  rate: number;
  p50: number;
  p99: number;
  /** Orders that did not complete, by what stopped them. */
  others: Map<string, number>;
}

const okEnds = (result: PoolResult) =>
  result.records
    .filter((record) => record[2] === 0)
    .map((record) => record[1])
    .sort((a, b) => a - b);

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function summarize(result: PoolResult): Summary {
  const latencies = result.records
    .filter((record) => record[2] === 0)
    .map((record) => record[1] - record[0])
    .sort((a, b) => a - b);
  const others = new Map<string, number>();
  for (const record of result.records) {
    if (record[2] !== 0) others.set(result.outcomes[record[2]], (others.get(result.outcomes[record[2]]) ?? 0) + 1);
  }
  return {
    ok: latencies.length,
    rate: latencies.length / (result.elapsedMs / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    others,
  };
}

/**
 * Orders per second of the first and of the last tenth of the completed orders, each timed between
 * completions (k orders finish after the window's first one), so filling the pipeline does not count.
 */
export function firstAndLastTenth(result: PoolResult): { first: number; last: number } {
  const ends = okEnds(result);
  const k = Math.max(1, Math.floor(ends.length / 10));
  if (ends.length < 2 * k + 1) return { first: Number.NaN, last: Number.NaN };
  return {
    first: k / ((ends[k] - ends[0]) / 1000),
    last: k / ((ends[ends.length - 1] - ends[ends.length - 1 - k]) / 1000),
  };
}

/** When the `seats`-th order completed (ms), or undefined if fewer completed. */
export function soldOutAfter(result: PoolResult, orders: number): number | undefined {
  const ends = okEnds(result);
  return ends.length >= orders ? ends[orders - 1] : undefined;
}

export const perSecond = (rate: number) => `${Number.isFinite(rate) ? rate.toFixed(1) : '–'}/s`;
export const ms = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '–' : `${Math.round(value)} ms`);
export const seconds = (value: number | undefined) => (value === undefined ? 'not within the bound' : `${(value / 1000).toFixed(1)} s`);
export const percent = (part: number, whole: number) => (Number.isFinite(part / whole) ? `${Math.round((part / whole) * 100)} %` : '–');

/** A goal of the issue printed beside its figure: ✓ or ✗, never an assertion. */
export const goal = (met: boolean, text: string) => `${met ? '✓' : '✗'} goal: ${text}`;

export function otherAnswers(summary: Summary): string {
  if (summary.others.size === 0) return '';
  return `; not completed: ${[...summary.others].map(([what, count]) => `${what} ×${count}`).join(', ')}`;
}

/** Every answer's latency, sold-out answers included: what each buyer waited for. */
export function everyAnswerP99(result: PoolResult): number {
  const latencies = result.records
    .filter((record) => !result.outcomes[record[2]].startsWith('failed') && !/HTTP 5\d\d/.test(result.outcomes[record[2]]))
    .map((record) => record[1] - record[0])
    .sort((a, b) => a - b);
  return latencies[Math.max(0, Math.ceil(0.99 * latencies.length) - 1)] ?? Number.NaN;
}

/** Answers that were server errors or no answer at all. */
export const serverErrors = (result: PoolResult) => result.records.filter((record) => /HTTP 5\d\d|failed/.test(result.outcomes[record[2]])).length;
