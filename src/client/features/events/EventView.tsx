import { Link } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { EventDetails } from './EventDetails';
import { useEventInfo } from './use-events';
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

/** The event page for the URL's event name: loading, not found, or the event. */
export function EventView({ name }: { name: string }) {
  const info = useEventInfo(name);
  if (info.status === 'loading') return <LoadingScreen />;
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
