import { useAuth } from '../../lib/AuthProvider';
import { useOpenAlertCount } from './use-open-alerts';
import '../audit-log/audit-log.css';

/** The sidebar's count of open alerts beside "Alerts" (nothing when none are open). */
export function AlertCountBadge() {
  const { can } = useAuth();
  const count = useOpenAlertCount(Boolean(can('ALERTS_VIEW')));
  if (!count) return null;
  return (
    <span className="alert-count">
      {count}
      <span className="visually-hidden">{count === 1 ? ' offener Alert' : ' offene Alerts'}</span>
    </span>
  );
}
