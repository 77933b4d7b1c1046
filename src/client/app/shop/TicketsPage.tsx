import { useParams } from 'react-router-dom';
import { NO_EVENT } from '../../features/tickets/TicketFlow';
import { TicketPurchase } from '../../features/tickets/TicketPurchase';

export default function TicketsPage() {
  const { eventId = NO_EVENT } = useParams();
  return <TicketPurchase requestedName={eventId} />;
}
