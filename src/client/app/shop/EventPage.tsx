import { useParams } from 'react-router-dom';
import { EventView } from '../../features/events/EventView';

/** /event/:eventId — the parameter is the event's name (e.g. 'musical'). */
export default function EventPage() {
  const { eventId = '' } = useParams();
  return <EventView key={eventId} name={eventId} />;
}
