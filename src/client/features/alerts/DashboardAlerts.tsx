import { Link } from 'react-router-dom';
import { ALERT_KIND_LABELS } from '../../../shared/api/alerts';
import { formatDateTime } from '../../../shared/domain/format';
import { useLoad } from '../../lib/use-load';
import { fetchAlerts } from './alerts-api';

/** The dashboard's tile of open alerts: the newest five and a way to all of them. */
export function DashboardAlerts() {
  const [load] = useLoad(() => fetchAlerts('open'), []);
  // Nothing to show until the list is there (a stored answer of another shape counts as none).
  if (load.state !== 'ready' || !Array.isArray(load.data?.alerts)) return null;
  const { alerts, open } = load.data;
  return (
    <section className="panel tile" aria-labelledby="tile-alerts">
      <h2 id="tile-alerts">Alerts</h2>
      {open === 0 ? (
        <p>Keine offenen Alerts.</p>
      ) : (
        <>
          <p className="tile__big">{open === 1 ? '1 offener Alert' : `${open} offene Alerts`}</p>
          <ul className="tile__sales">
            {alerts.slice(0, 5).map((alert) => (
              <li key={alert.id}>
                <strong>{ALERT_KIND_LABELS[alert.kind] ?? alert.kind}</strong> – {formatDateTime(alert.created_at)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/admin/alerts">Alle Alerts</Link>
      </p>
    </section>
  );
}
