import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StatisticsOverviewResponse } from '../../../shared/api/statistics';
import { formatDateTime } from '../../../shared/domain/format';
import { overviewScope } from '../../../shared/domain/statistics-overview';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useLoad } from '../../lib/use-load';
import './chart-setup';
import { DayCategoryTable } from './DayCategoryTable';
import { LoadError } from './LoadError';
import { OverviewFilters } from './OverviewFilters';
import { PerDayChart } from './PerDayChart';
import { fetchOverview } from './statistics-api';
import './statistics.css';

const idParam = (value: string | null) => Number(value) || undefined;

/**
 * Spec §2 reduced statistics (STATISTICS_VIEW): the per-day and category table, and (issue 51 item 6) a chart
 * of it, both narrowed to one event or performance chosen above them (kept in the URL).
 */
export function StatisticsReduced() {
  const [params, setParams] = useSearchParams();
  const filter = { eventId: idParam(params.get('event')), performanceId: idParam(params.get('performance')) };
  const [load, reload] = useLoad(() => fetchOverview(filter), [filter.eventId, filter.performanceId]);
  // The choices stay on screen while a new choice loads, so the select keeps its focus.
  const last = useRef<StatisticsOverviewResponse | null>(null);
  if (load.state === 'ready') last.current = load.data;
  const shown = last.current;
  if (load.state === 'error') return <LoadError onRetry={reload} />;
  if (!shown) return <LoadingScreen />;

  const choose = (next: { eventId?: number; performanceId?: number }) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of [
      ['event', next.eventId],
      ['performance', next.performanceId],
    ] as const) {
      if (value) query.set(key, String(value));
      else query.delete(key);
    }
    // The table's paging starts anew for another selection.
    query.delete('page');
    setParams(query);
  };
  const scope = overviewScope(shown.events, filter, formatDateTime);
  return (
    <>
      <OverviewFilters events={shown.events} eventId={filter.eventId} performanceId={filter.performanceId} onChange={choose} />
      {load.state === 'loading' && (
        <p role="status" className="stat-note">
          Lade Statistik …
        </p>
      )}
      <PerDayChart rows={shown.tickets_per_day_and_category} scope={scope} />
      <DayCategoryTable rows={shown.tickets_per_day_and_category} />
    </>
  );
}
