import { CalendarSubscribeLink } from './CalendarSubscribeLink';
import type { PerformanceDto } from '../../../shared/api/events';
import { formatLongDate, formatTime } from '../../../shared/domain/format';
import { performanceLabel } from './performance-state';

/** Dates and doors; past and sold-out performances carry their label. */
export function EventDates({ performances }: { performances: PerformanceDto[] }) {
  return (
    <section className="event-section" aria-labelledby="termine">
      <h2 id="termine">Termine</h2>
      <ul className="event-dates">
        {performances.map((performance) => {
          const label = performanceLabel(performance);
          return (
            <li key={performance.id} className={label ? 'event-dates__item is-unavailable' : 'event-dates__item'}>
              <strong>{formatLongDate(performance.starts_at)}</strong>
              <span>
                Beginn {formatTime(performance.starts_at)} Uhr
                {performance.doors_at && <> · Einlass {formatTime(performance.doors_at)} Uhr</>}
                {performance.room_name && <> · {performance.room_name}</>}
              </span>
              {label && <span className="badge">{label}</span>}
            </li>
          );
        })}
      </ul>
      <CalendarSubscribeLink />
    </section>
  );
}
