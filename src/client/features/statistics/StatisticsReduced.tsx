import { LoadingScreen } from '../../components/LoadingScreen';
import { useLoad } from '../../lib/use-load';
import { LoadError } from './LoadError';
import { DayCategoryTable } from './DayCategoryTable';
import { fetchStatistics } from './statistics-api';
import './statistics.css';

/** Spec §2 reduced statistics (STATISTICS_VIEW): only the per-day and category table. */
export function StatisticsReduced() {
  const [load, reload] = useLoad(fetchStatistics, []);
  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') {
    return <LoadError onRetry={reload} />;
  }
  return <DayCategoryTable rows={load.data.data.tickets_per_day_and_category} />;
}
