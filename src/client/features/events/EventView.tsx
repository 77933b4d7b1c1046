import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { EventDetails } from './EventDetails';
import type { Settled } from '../../lib/route-data';
import './events.css';
import { useShopText } from '../../i18n/use-shop-text';

export function EventNotFound() {
  const { t } = useShopText();
  return (
    <main className="error-page">
      <h1>{t('event.notFoundTitle')}</h1>
      <p>{t('event.notFoundText')}</p>
      <Link className="button" to="/events">
        {t('event.toEvents')}
      </Link>
    </main>
  );
}

/** The event page from its route loader's answer: not found, an error, or the event. */
export function EventView({ info }: { info: Settled<EventDto> }) {
  const { t } = useShopText();
  if (info.status === 'not-found') return <EventNotFound />;
  if (info.status === 'error') {
    return (
      <main className="error-page">
        <h1>{t('event.loadFailed')}</h1>
        <p role="alert">{info.message}</p>
      </main>
    );
  }
  return <EventDetails event={info.data} />;
}
