import type { EventDto, PerformanceDto } from '../../../shared/api/events';

/** Past, sold-out and off-sale performances are shown but cannot be chosen. */
export function isBookable(performance: PerformanceDto): boolean {
  return !performance.past && performance.on_sale && !performance.sold_out;
}

/** The catalog key of the label a performance that cannot be chosen carries (issue 53). */
export function performanceLabelKey(performance: PerformanceDto): 'performance.past' | 'performance.offSale' | 'performance.soldOut' | undefined {
  if (performance.past) return 'performance.past';
  if (!performance.on_sale) return 'performance.offSale';
  if (performance.sold_out) return 'performance.soldOut';
  return undefined;
}

const GERMAN_LABELS = { 'performance.past': 'Vergangen', 'performance.offSale': 'Kein Verkauf', 'performance.soldOut': 'Ausverkauft' } as const;

/** The label a performance that cannot be chosen carries, in German (the ticket steps, not yet in the catalogs). */
export function performanceLabel(performance: PerformanceDto): string | undefined {
  const key = performanceLabelKey(performance);
  return key && GERMAN_LABELS[key];
}

/** The next performance that can still be booked, else the last one. */
export function nextPerformance(event: EventDto): PerformanceDto | undefined {
  return event.performances.find(isBookable) ?? event.performances.at(-1);
}

/** At or below this many free places a date says 'nur noch N' (issue 32 item 2). */
export const FEW_LEFT = 20;

/** What a date says about its free places: its label when it cannot be chosen, else 'nur noch N Plätze' or 'N Plätze frei'. */
export function availabilityText(performance: PerformanceDto): string {
  const label = performanceLabel(performance);
  if (label) return label;
  const places = performance.remaining === 1 ? 'Platz' : 'Plätze';
  return performance.remaining <= FEW_LEFT ? `nur noch ${performance.remaining} ${places}` : `${performance.remaining} ${places} frei`;
}
