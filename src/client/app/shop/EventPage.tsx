import { useLoaderData, useParams } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { EventView } from '../../features/events/EventView';
import type { Settled } from '../../lib/route-data';

/** /event/:eventId — the parameter is the event's name (e.g. 'musical'). */
export default function EventPage() {
  const { eventId = '' } = useParams();
  return <EventView key={eventId} info={useLoaderData() as Settled<EventDto>} />;
}
