import { apiUrl } from '../../lib/api-client';
import { useShopConfig } from '../configuration/shop-settings';

/**
 * "Kalender abonnieren" while the "Öffentlicher Veranstaltungskalender" is on (spec §3): all upcoming
 * performances as a calendar subscription. Decided from the server's copy of the configuration, so the
 * server-rendered page and the hydrating one agree.
 */
export function CalendarSubscribeLink() {
  if (useShopConfig()?.publicCalendar !== true) return null;
  return (
    <p className="events-calendar">
      <a href={apiUrl('events/calendar.ics')} type="text/calendar">
        Kalender abonnieren
      </a>{' '}
      – alle kommenden Vorstellungen in deiner Kalender-App
    </p>
  );
}
