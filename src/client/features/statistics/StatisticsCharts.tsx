import { Bar, Doughnut, Line } from 'react-chartjs-2';
import type { StatisticsData } from '../../../shared/api/statistics';
import { OTHER_STATUS_COLOUR, STATUS_COLOURS } from '../../../shared/domain/statistics';
import { orderStatusLabel } from '../../../shared/domain/order-status';
import { type ChartData, ChartPanel } from './ChartPanel';
import { colours } from './chart-setup';

const options = { responsive: true, maintainAspectRatio: false, animation: false as const };
const noLegend = { ...options, plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } };
const table = (caption: string, labelHeader: string, valueHeader: string, labels: string[], values: number[]): ChartData => ({
  caption,
  labelHeader,
  valueHeader,
  labels,
  values,
});
const none = (values: number[]) => values.every((value) => value === 0);

/** Spec §2 detailed charts: categories, top events, orders per hour and weekday, PayPal order status. */
export function StatisticsCharts({ data }: { data: StatisticsData }) {
  const categories = { labels: data.ticket_categories.map((r) => r.category), values: data.ticket_categories.map((r) => r.total_tickets) };
  const events = { labels: data.top_events.map((r) => r.event), values: data.top_events.map((r) => r.total_tickets) };
  const hours = {
    labels: data.time_distribution.orders_per_hour.map((r) => `${r.hour} Uhr`),
    values: data.time_distribution.orders_per_hour.map((r) => r.total_tickets),
  };
  const weekdays = {
    labels: data.time_distribution.orders_per_weekday.map((r) => r.weekday),
    values: data.time_distribution.orders_per_weekday.map((r) => r.total_orders),
  };
  const status = { codes: data.paypal_order_data.map((r) => r.status), values: data.paypal_order_data.map((r) => r.count) };
  return (
    <div className="chart-grid">
      <ChartPanel
        title="Tickets nach Kategorie"
        empty={none(categories.values)}
        data={table('Verkaufte Tickets je Kategorie', 'Kategorie', 'Tickets', categories.labels, categories.values)}
      >
        <Doughnut
          data={{ labels: categories.labels, datasets: [{ data: categories.values, backgroundColor: colours(categories.values.length) }] }}
          options={options}
        />
      </ChartPanel>
      <ChartPanel title="Top-Events" empty={none(events.values)} data={table('Verkaufte Tickets je Event', 'Event', 'Tickets', events.labels, events.values)}>
        <Bar
          data={{ labels: events.labels, datasets: [{ label: 'Tickets', data: events.values, backgroundColor: '#6a1b9a' }] }}
          options={{ ...noLegend, indexAxis: 'y' as const }}
        />
      </ChartPanel>
      <ChartPanel
        title="Tickets nach Uhrzeit der Bestellung"
        empty={none(hours.values)}
        data={table('Verkaufte Tickets nach Uhrzeit der Bestellung', 'Uhrzeit', 'Tickets', hours.labels, hours.values)}
      >
        <Line data={{ labels: hours.labels, datasets: [{ label: 'Tickets', data: hours.values, borderColor: '#1976d2', tension: 0.3 }] }} options={noLegend} />
      </ChartPanel>
      <ChartPanel
        title="Bestellungen nach Wochentag"
        empty={none(weekdays.values)}
        data={table('Bestellungen je Wochentag', 'Wochentag', 'Bestellungen', weekdays.labels, weekdays.values)}
      >
        <Bar data={{ labels: weekdays.labels, datasets: [{ label: 'Bestellungen', data: weekdays.values, backgroundColor: '#ff9800' }] }} options={noLegend} />
      </ChartPanel>
      <ChartPanel
        title="PayPal-Bestellstatus"
        empty={none(status.values)}
        data={table('Bestellungen je PayPal-Status', 'Status', 'Bestellungen', status.codes.map(orderStatusLabel), status.values)}
      >
        <Doughnut
          data={{
            labels: status.codes.map(orderStatusLabel),
            datasets: [{ data: status.values, backgroundColor: status.codes.map((s) => STATUS_COLOURS[s] ?? OTHER_STATUS_COLOUR) }],
          }}
          options={options}
        />
      </ChartPanel>
    </div>
  );
}
