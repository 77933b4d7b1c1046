import { useLoaderData } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { EventList } from '../../features/events/EventList';
import type { Settled } from '../../lib/route-data';

export default function EventsPage() {
  return <EventList events={useLoaderData() as Settled<EventDto[]>} />;
}
