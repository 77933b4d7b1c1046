import { formatDate } from './format.js';

type DayRow = { day: string; category: string; total_tickets: number };

/**
 * The overview's chart (issue 51 item 6): tickets per day, one stacked series per category, oldest day
 * first (the table lists the newest first). Days without sales between two selling days are left out:
 * the chart shows selling days, the table the same rows.
 */
export function perDaySeries(rows: readonly DayRow[]): { days: string[]; labels: string[]; series: Array<{ category: string; values: number[] }> } {
  const days = [...new Set(rows.map((row) => row.day))].sort();
  const categories = [...new Set(rows.map((row) => row.category))].sort((a, b) => a.localeCompare(b, 'de'));
  const index = new Map(days.map((day, i) => [day, i]));
  const series = categories.map((category) => ({ category, values: days.map(() => 0) }));
  for (const row of rows) {
    const line = series.find((candidate) => candidate.category === row.category);
    if (line) line.values[index.get(row.day) ?? 0] += row.total_tickets;
  }
  return { days, labels: days.map((day) => formatDate(`${day}T12:00:00Z`)), series };
}

/** What the page shows: all sales, one event's or one performance's, for the heading of chart and table. */
export function overviewScope(
  events: ReadonlyArray<{ id: number; title: string; performances: ReadonlyArray<{ id: number; starts_at: string }> }>,
  filter: { eventId?: number; performanceId?: number },
  when: (iso: string) => string,
): string {
  for (const event of events) {
    const performance = event.performances.find((candidate) => candidate.id === filter.performanceId);
    if (performance) return `${event.title}, ${when(performance.starts_at)}`;
  }
  return events.find((event) => event.id === filter.eventId)?.title ?? 'Alle Events';
}
