import type { EventDto } from '../../../shared/api/events';
import { EventCard } from './EventCard';
import type { Settled } from '../../lib/route-data';
import { CalendarSubscribeLink } from './CalendarSubscribeLink';
import './events.css';
import { useShopText } from '../../i18n/use-shop-text';

/** Spec §2 /events: the cards (the route's loader sends a single event straight to its page). */
export function EventList({ events }: { events: Settled<EventDto[]> }) {
  const { t } = useShopText();
  if (events.status !== 'ready') {
    return (
      <main className="page">
        <h1>{t('events.title')}</h1>
        <p role="alert">{events.status === 'error' ? events.message : t('events.loadFailed')}</p>
      </main>
    );
  }
  return (
    <main className="page">
      <h1>{t('events.title')}</h1>
      {events.data.length === 0 ? (
        <section className="events-empty">
          <h2>{t('events.emptyTitle')}</h2>
          <p>{t('events.emptyText')}</p>
        </section>
      ) : (
        <div className="event-grid">
          {events.data.map((event, i) => (
            <EventCard key={event.id} event={event} priority={i === 0} />
          ))}
        </div>
      )}
      <CalendarSubscribeLink />
    </main>
  );
}
