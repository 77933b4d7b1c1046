import { LoadingScreen } from '../../components/LoadingScreen';
import { useLoad } from '../../lib/use-load';
import { LOAD_ERROR } from '../dashboard/Dashboard';
import { DayCategoryTable } from './DayCategoryTable';
import { fetchStatistics } from './statistics-api';
import './statistics.css';

/** Spec §2 reduced statistics (STATISTICS_VIEW): only the per-day and category table. */
export function StatisticsReduced() {
  const [load, reload] = useLoad(fetchStatistics, []);
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{LOAD_ERROR}</p>
        <button type="button" className="button" onClick={reload}>
          Erneut versuchen
        </button>
      </div>
    );
  }
  return <DayCategoryTable rows={load.data.data.tickets_per_day_and_category} />;
}
