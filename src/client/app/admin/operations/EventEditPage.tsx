import { useParams } from 'react-router-dom';
import { EventEditor } from '../../../features/events-admin/EventEditor';

export function EventEditPage() {
  const { eventId } = useParams();
  return <EventEditor key={eventId} eventId={Number(eventId)} />;
}
