import { LoadingScreen } from '../../components/LoadingScreen';
import { useVisibleEvents } from '../events/use-events';
import { TicketFlow } from './TicketFlow';

/** /order/tickets/:eventId — the flow over the events on sale. */
export function TicketPurchase({ requestedName }: { requestedName: string }) {
  const events = useVisibleEvents();
  if (events.status === 'loading') return <LoadingScreen />;
  if (events.status !== 'ready') {
    return (
      <main className="page">
        <h1>Tickets</h1>
        <p role="alert">{events.status === 'error' ? events.message : 'Die Events konnten nicht geladen werden.'}</p>
      </main>
    );
  }
  return <TicketFlow key={requestedName} events={events.data} requestedName={requestedName} />;
}
