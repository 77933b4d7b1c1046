import '../../components/filter-form.css';
import type { StatisticsOverviewResponse } from '../../../shared/api/statistics';
import { formatDateTime } from '../../../shared/domain/format';

type Events = StatisticsOverviewResponse['events'];

/**
 * Event and performance for the statistics overview (issue 51 item 6). A choice applies at once (it lives in
 * the URL); choosing an event offers its performances, choosing "Alle Events" clears both.
 */
export function OverviewFilters(props: {
  events: Events;
  eventId?: number;
  performanceId?: number;
  onChange: (filter: { eventId?: number; performanceId?: number }) => void;
}) {
  const event = props.events.find((candidate) => candidate.id === props.eventId);
  return (
    <form className="filter-form stat-filters" aria-label="Statistik eingrenzen" onSubmit={(submitted) => submitted.preventDefault()}>
      <div className="field">
        <label htmlFor="stat-event">Event</label>
        <select id="stat-event" value={props.eventId ?? ''} onChange={(changed) => props.onChange({ eventId: Number(changed.target.value) || undefined })}>
          <option value="">Alle Events</option>
          {props.events.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="stat-performance">Vorstellung</label>
        <select
          id="stat-performance"
          value={props.performanceId ?? ''}
          disabled={!event}
          onChange={(changed) => props.onChange({ eventId: props.eventId, performanceId: Number(changed.target.value) || undefined })}
        >
          <option value="">{event ? 'Alle Vorstellungen' : 'Erst ein Event wählen'}</option>
          {event?.performances.map((performance) => (
            <option key={performance.id} value={performance.id}>
              {formatDateTime(performance.starts_at)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
