import { EveningTile } from './EveningTile';
import { Link } from 'react-router-dom';
import type { DashboardData } from '../../../shared/api/statistics';
import { formatDateTime } from '../../../shared/domain/format';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useLoad } from '../../lib/use-load';
import { useAuth } from '../../lib/AuthProvider';
import { fetchDashboard, NO_DATA, LoadError } from '../statistics/index';
import { DashboardCharts } from './DashboardCharts';
import { DashboardAlerts } from '../alerts/index';
import '../statistics/statistics.css';
import './dashboard.css';

function StatusTile({ status }: { status: DashboardData['systemStatus'] }) {
  const badge = (ok: boolean, good: string) => (
    <span className={`status-badge ${ok ? 'status-badge--ok' : 'status-badge--error'}`}>{ok ? good : 'Fehler'}</span>
  );
  return (
    <section className="panel tile" aria-labelledby="tile-status">
      <h2 id="tile-status">Systemstatus</h2>
      <dl className="tile__list">
        <dt>PayPal{status.provider ? ` (${status.provider})` : ''}</dt>
        <dd>{badge(status.paypal === 'connected', 'Verbunden')}</dd>
        <dt>Datenbank</dt>
        <dd>{badge(status.database === 'ok', 'OK')}</dd>
      </dl>
    </section>
  );
}

function NextEventTile({ next }: { next: DashboardData['nextEvent'] }) {
  return (
    <section className="panel tile" aria-labelledby="tile-next">
      <h2 id="tile-next">Nächstes Event</h2>
      {next ? (
        <>
          <p className="tile__title">{next.title}</p>
          <p>{formatDateTime(next.date)}</p>
          <p className="tile__big">{next.days_remaining === 1 ? 'Noch 1 Tag' : `Noch ${next.days_remaining} Tage`}</p>
        </>
      ) : (
        <p>{NO_DATA}</p>
      )}
    </section>
  );
}

function LastSalesTile({ sales }: { sales: DashboardData['lastSales'] }) {
  return (
    <section className="panel tile" aria-labelledby="tile-sales">
      <h2 id="tile-sales">Letzte Verkäufe</h2>
      {sales.length === 0 ? (
        <p>{NO_DATA}</p>
      ) : (
        <ul className="tile__sales">
          {sales.map((sale, i) => (
            <li key={i}>
              <strong>{sale.name}</strong> – {sale.tickets} x {sale.event}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec §2 dashboard from statistics/dashboard.php. */
export function Dashboard() {
  const [load, reload] = useLoad(fetchDashboard, []);
  const { can } = useAuth();
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') {
    return <LoadError onRetry={reload} />;
  }
  const { data } = load;
  return (
    <div className="dashboard">
      <div className="tiles">
        <StatusTile status={data.systemStatus} />
        <NextEventTile next={data.nextEvent} />
        <LastSalesTile sales={data.lastSales} />
        {can('ALERTS_VIEW') && <DashboardAlerts />}
        <EveningTile evening={data.evening} totals={data.totals} />
      </div>
      <DashboardCharts data={data} />
      {can(['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED']) && (
        <p>
          <Link className="button button--ghost" to="/admin/statistics">
            Mehr
          </Link>
        </p>
      )}
    </div>
  );
}
