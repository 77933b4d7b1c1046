import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { EventDetails } from './EventDetails';
import type { Settled } from '../../lib/route-data';
import './events.css';

export function EventNotFound() {
  return (
    <main className="error-page">
      <h1>Event nicht gefunden</h1>
      <p>Das angeforderte Event existiert nicht.</p>
      <Link className="button" to="/events">
        Zu den Events
      </Link>
    </main>
  );
}

/** The event page from its route loader's answer: not found, an error, or the event. */
export function EventView({ info }: { info: Settled<EventDto> }) {
  if (info.status === 'not-found') return <EventNotFound />;
  if (info.status === 'error') {
    return (
      <main className="error-page">
        <h1>Event konnte nicht geladen werden</h1>
        <p role="alert">{info.message}</p>
      </main>
    );
  }
  return <EventDetails event={info.data} />;
}
