import type { StatisticsData } from '../../../shared/api/statistics';
import { formatDate } from '../../../shared/domain/format';
import { type Column, DataTable } from '../../components/DataTable';
import { NO_DATA } from './ChartPanel';

type Row = StatisticsData['tickets_per_day_and_category'][number];

const columns: Column<Row>[] = [
  { key: 'day', header: 'Tag', cell: (row) => formatDate(`${row.day}T12:00:00Z`) },
  { key: 'category', header: 'Kategorie', cell: (row) => row.category },
  { key: 'tickets', header: 'Tickets', cell: (row) => row.total_tickets },
];

/** Spec §2: tickets per day and category, newest day first, paged in the URL. */
export function DayCategoryTable({ rows }: { rows: Row[] }) {
  return (
    <section className="panel" aria-labelledby="per-day-heading">
      <h2 id="per-day-heading">Tickets pro Tag und Kategorie</h2>
      <DataTable caption="Tickets pro Tag und Kategorie" columns={columns} rows={rows} rowKey={(row) => `${row.day}-${row.category}`} empty={NO_DATA} />
    </section>
  );
}
