import { Bar, Line, Pie, PolarArea } from 'react-chartjs-2';
import type { ChartSeries, DashboardData } from '../../../shared/api/statistics';
import { type ChartData, ChartPanel, colours } from '../statistics/index';

const empty = (series: ChartSeries) => series.data.every((value) => value === 0);
const table = (caption: string, labelHeader: string, valueHeader: string, series: ChartSeries, unit = ''): ChartData => ({
  caption,
  labelHeader,
  valueHeader,
  labels: series.labels,
  values: series.data,
  unit,
});
const options = { responsive: true, maintainAspectRatio: false, animation: false as const };

/** Spec §2: tickets this week (bar), revenue trend (line), ticket categories (pie), sales distribution (polar). */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const { ticketSales, revenueData, ticketCategories, eventDistribution } = data;
  return (
    <div className="chart-grid">
      <ChartPanel title="Tickets diese Woche" empty={empty(ticketSales)} data={table('Verkaufte Tickets je Tag dieser Woche', 'Tag', 'Tickets', ticketSales)}>
        <Bar
          data={{ labels: ticketSales.labels, datasets: [{ label: 'Tickets', data: ticketSales.data, backgroundColor: '#1976d2' }] }}
          options={{ ...options, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
        />
      </ChartPanel>
      <ChartPanel title="Umsatzentwicklung" empty={empty(revenueData)} data={table('Umsatz der letzten 14 Tage', 'Tag', 'Umsatz', revenueData, ' €')}>
        <Line
          data={{
            labels: revenueData.labels,
            datasets: [
              { label: 'Umsatz (€)', data: revenueData.data, borderColor: '#2e7d32', backgroundColor: 'rgba(46,125,50,.15)', fill: true, tension: 0.3 },
            ],
          }}
          options={{ ...options, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true } } }}
        />
      </ChartPanel>
      <ChartPanel
        title="Ticketkategorien"
        empty={empty(ticketCategories)}
        data={table('Verkaufte Tickets je Kategorie', 'Kategorie', 'Tickets', ticketCategories)}
      >
        <Pie
          data={{ labels: ticketCategories.labels, datasets: [{ data: ticketCategories.data, backgroundColor: colours(ticketCategories.data.length) }] }}
          options={options}
        />
      </ChartPanel>
      <ChartPanel title="Verkaufsverteilung" empty={empty(eventDistribution)} data={table('Verkaufte Tickets je Event', 'Event', 'Tickets', eventDistribution)}>
        <PolarArea
          data={{
            labels: eventDistribution.labels,
            datasets: [{ data: eventDistribution.data, backgroundColor: colours(eventDistribution.data.length).map((c) => `${c}b3`) }],
          }}
          options={options}
        />
      </ChartPanel>
    </div>
  );
}
