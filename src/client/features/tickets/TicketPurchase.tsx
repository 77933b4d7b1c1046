import { LoadingScreen } from '../../components/LoadingScreen';
import { useVisibleEvents } from '../events/index';
import { TicketFlow } from './TicketFlow';
import { useShopText } from '../../i18n/use-shop-text';

/** /order/tickets/:eventId — the flow over the events on sale. */
export function TicketPurchase({ requestedName }: { requestedName: string }) {
  const events = useVisibleEvents();
  const { t } = useShopText();
  if (events.status === 'loading') return <LoadingScreen />;
  if (events.status !== 'ready') {
    return (
      <main className="page">
        <h1>{t('flow.title')}</h1>
        <p role="alert">{events.status === 'error' ? events.message : t('flow.loadFailed')}</p>
      </main>
    );
  }
  return <TicketFlow key={requestedName} events={events.data} requestedName={requestedName} />;
}
