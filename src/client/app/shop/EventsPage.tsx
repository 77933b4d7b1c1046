import { EventList } from '../../features/events/EventList';

export default function EventsPage() {
  return <EventList />;
}
