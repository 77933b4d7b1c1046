import type { EventDto } from '../../../shared/api/events';
import { EventCard } from './EventCard';
import type { Settled } from '../../lib/route-data';
import { apiUrl } from '../../lib/api-client';
import { useShopConfig } from '../configuration/shop-settings';
import './events.css';

/** Spec §2 /events: the cards (the route's loader sends a single event straight to its page). */
export function EventList({ events }: { events: Settled<EventDto[]> }) {
  const publicCalendar = useShopConfig()?.publicCalendar === true;
  if (events.status !== 'ready') {
    return (
      <main className="page">
        <h1>Aktuelle Events</h1>
        <p role="alert">{events.status === 'error' ? events.message : 'Die Events konnten nicht geladen werden.'}</p>
      </main>
    );
  }
  return (
    <main className="page">
      <h1>Aktuelle Events</h1>
      {events.data.length === 0 ? (
        <section className="events-empty">
          <h2>Keine Events verfügbar</h2>
          <p>Zurzeit sind keine Vorstellungen im Verkauf. Schau bitte später noch einmal vorbei!</p>
        </section>
      ) : (
        <div className="event-grid">
          {events.data.map((event, i) => (
            <EventCard key={event.id} event={event} priority={i === 0} />
          ))}
        </div>
      )}
      {/* "Öffentlicher Veranstaltungskalender" (spec §3): all upcoming performances as a calendar subscription. */}
      {publicCalendar && (
        <p className="events-calendar">
          <a href={apiUrl('events/calendar.ics')} type="text/calendar">
            Kalender abonnieren
          </a>{' '}
          – alle kommenden Vorstellungen in deiner Kalender-App
        </p>
      )}
    </main>
  );
}
