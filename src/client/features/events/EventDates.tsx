import { CalendarSubscribeLink } from './CalendarSubscribeLink';
import type { PerformanceDto } from '../../../shared/api/events';
import { performanceLabelKey } from './performance-state';
import { useShopText } from '../../i18n/use-shop-text';

/** Dates and doors; past and sold-out performances carry their label. */
export function EventDates({ performances }: { performances: PerformanceDto[] }) {
  const { t, format, schoolText } = useShopText();
  return (
    <section className="event-section" aria-labelledby="termine">
      <h2 id="termine">{t('dates.heading')}</h2>
      <ul className="event-dates">
        {performances.map((performance) => {
          const labelKey = performanceLabelKey(performance);
          return (
            <li key={performance.id} className={labelKey ? 'event-dates__item is-unavailable' : 'event-dates__item'}>
              <strong>
                <time dateTime={performance.starts_at}>{format.longDate(performance.starts_at)}</time>
              </strong>
              <span>
                {t('dates.starts', { time: format.time(performance.starts_at) })}
                {performance.doors_at && <> · {t('dates.doors', { time: format.time(performance.doors_at) })}</>}
                {performance.room_name && (
                  <>
                    {' · '}
                    <span {...schoolText}>{performance.room_name}</span>
                  </>
                )}
              </span>
              {labelKey && <span className="badge">{t(labelKey)}</span>}
            </li>
          );
        })}
      </ul>
      <CalendarSubscribeLink />
    </section>
  );
}
