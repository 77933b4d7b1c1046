import type { StatisticsData } from '../../../shared/api/statistics';
import { eurosToCents } from '../../../shared/domain/money';
import { formatCents } from '../../../shared/domain/format';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useLoad } from '../../lib/use-load';
import { LoadError } from './LoadError';
import './chart-setup';
import { CouponTable } from './CouponTable';
import { DayCategoryTable } from './DayCategoryTable';
import { StaffOrderTable } from './StaffOrderTable';
import { StatisticsCharts } from './StatisticsCharts';
import { fetchStatistics } from './statistics-api';
import './statistics.css';

const euro = (euros: number) => formatCents(eurosToCents(euros));

function Cards({ data }: { data: StatisticsData }) {
  const cards: Array<[string, string]> = [
    ['Bestellungen gesamt', String(data.total_orders)],
    ['Umsatz gesamt', euro(data.total_revenue)],
    ['Spenden', `${euro(data.donations.total)} (${data.donations.count})`],
  ];
  return (
    <div className="stat-cards">
      {cards.map(([label, value]) => (
        <p key={label} className="panel stat-card">
          <span className="stat-card__value">{value}</span>
          <span className="stat-card__label">{label}</span>
        </p>
      ))}
    </div>
  );
}

function Donations({ donations }: { donations: StatisticsData['donations'] }) {
  return (
    <section className="panel" aria-labelledby="donations-heading">
      <h2 id="donations-heading">Spenden</h2>
      <p>
        Anzahl: <strong>{donations.count}</strong> · Summe: <strong>{euro(donations.total)}</strong>
      </p>
      <h3>Top 5 Spenden</h3>
      {donations.top_donations.length === 0 ? (
        <p>Keine Daten verfügbar</p>
      ) : (
        <ol className="donation-list">
          {donations.top_donations.map((donation, i) => (
            <li key={i}>
              {euro(donation.amount)}
              {donation.donor ? ` – ${donation.donor}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Spec §2 detailed statistics (STATISTICS_VIEW_DETAILED). */
export function StatisticsDetailed() {
  const [load, reload] = useLoad(fetchStatistics, []);
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error' || !load.data.detailed) {
    return <LoadError onRetry={reload} />;
  }
  const data = load.data.data as StatisticsData;
  return (
    <>
      <Cards data={data} />
      <StatisticsCharts data={data} />
      <DayCategoryTable rows={data.tickets_per_day_and_category} />
      <Donations donations={data.donations} />
      <CouponTable coupons={data.coupons} />
      <StaffOrderTable rows={data.staff_orders} />
    </>
  );
}
