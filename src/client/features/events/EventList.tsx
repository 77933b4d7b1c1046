import type { EventDto } from '../../../shared/api/events';
import { EventCard } from './EventCard';
import type { Settled } from '../../lib/route-data';
import { CalendarSubscribeLink } from './CalendarSubscribeLink';
import './events.css';

/** Spec §2 /events: the cards (the route's loader sends a single event straight to its page). */
export function EventList({ events }: { events: Settled<EventDto[]> }) {
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
      <CalendarSubscribeLink />
    </main>
  );
}
