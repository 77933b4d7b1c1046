import { Bar } from 'react-chartjs-2';
import type { StatisticsData } from '../../../shared/api/statistics';
import { perDaySeries } from '../../../shared/domain/statistics-overview';
import { ChartPanel } from './ChartPanel';
import { colours } from './chart-setup';

/** Tickets per day as stacked bars, one colour per category (issue 51 item 6: the overview had no chart). */
export function PerDayChart({ rows, scope }: { rows: StatisticsData['tickets_per_day_and_category']; scope: string }) {
  const chart = perDaySeries(rows);
  const palette = colours(chart.series.length);
  const totals = chart.days.map((_, day) => chart.series.reduce((sum, line) => sum + line.values[day], 0));
  return (
    <ChartPanel
      title={`Verkaufte Tickets pro Tag – ${scope}`}
      empty={totals.every((total) => total === 0)}
      data={{ caption: `Verkaufte Tickets pro Tag – ${scope}`, labelHeader: 'Tag', valueHeader: 'Tickets', labels: chart.labels, values: totals }}
    >
      <Bar
        data={{
          labels: chart.labels,
          datasets: chart.series.map((line, i) => ({ label: line.category, data: line.values, backgroundColor: palette[i] })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </ChartPanel>
  );
}
