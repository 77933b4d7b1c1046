import type { EventDto, PerformanceDto } from '../../../shared/api/events';

/** Past, sold-out and off-sale performances are shown but cannot be chosen. */
export function isBookable(performance: PerformanceDto): boolean {
  return !performance.past && performance.on_sale && !performance.sold_out;
}

/** The label a performance that cannot be chosen carries. */
export function performanceLabel(performance: PerformanceDto): string | undefined {
  if (performance.past) return 'Vergangen';
  if (!performance.on_sale) return 'Kein Verkauf';
  if (performance.sold_out) return 'Ausverkauft';
  return undefined;
}

/** The next performance that can still be booked, else the last one. */
export function nextPerformance(event: EventDto): PerformanceDto | undefined {
  return event.performances.find(isBookable) ?? event.performances.at(-1);
}
