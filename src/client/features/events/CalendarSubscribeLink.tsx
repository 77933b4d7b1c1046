import { apiUrl } from '../../lib/api-client';
import { useShopConfig } from '../../lib/shop-settings';
import { Trans } from 'react-i18next';

/**
 * "Kalender abonnieren" while the "Öffentlicher Veranstaltungskalender" is on (spec §3): all upcoming
 * performances as a calendar subscription. Decided from the server's copy of the configuration, so the
 * server-rendered page and the hydrating one agree.
 */
export function CalendarSubscribeLink() {
  const shown = useShopConfig()?.publicCalendar === true;
  if (!shown) return null;
  return (
    <p className="events-calendar">
      {/* biome-ignore lint/a11y/useAnchorContent: Trans puts the catalog's link text inside */}
      <Trans i18nKey="calendar.subscribe" components={{ calendar: <a href={apiUrl('events/calendar.ics')} type="text/calendar" /> }} />
    </p>
  );
}
