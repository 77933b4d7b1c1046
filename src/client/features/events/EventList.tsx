import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EventCard } from './EventCard';
import { useVisibleEvents } from './use-events';
import './events.css';

/** Spec §2 /events: the cards; exactly one event goes straight to its page. */
export function EventList() {
  const events = useVisibleEvents();
  if (events.status === 'loading') return <LoadingScreen />;
  if (events.status !== 'ready') {
    return (
      <main className="page">
        <h1>Aktuelle Events</h1>
        <p role="alert">{events.status === 'error' ? events.message : 'Die Events konnten nicht geladen werden.'}</p>
      </main>
    );
  }
  if (events.data.length === 1) return <Navigate to={`/event/${encodeURIComponent(events.data[0].name)}`} replace />;
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
          {events.data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      )}
    </main>
  );
}
