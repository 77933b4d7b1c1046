import { lazy, Suspense } from 'react';
import type { EventDto } from '../../../shared/api/events';
import { useStoredData } from '../../lib/stored-data';
import { useIdleMount } from '../../lib/use-idle-mount';
import { ConsentPlaceholder } from '../consent/ConsentPlaceholder';
import { useShopText } from '../../i18n/use-shop-text';

// The consent check needs IndexedDB; it loads after the page has painted (also never on the server).
const ConsentGate = lazy(() => import('../consent/ConsentGate'));

const mapPlaceholder = <div className="consent-placeholder" style={{ height: 300 }} />;

/** Location with directions; the map (height 300) only with consent to external content. */
export function EventLocation({ location }: { location: EventDto['location'] }) {
  const idle = useIdleMount();
  // Nothing stored on this device: no consent to external content either, and no IndexedDB needed to know.
  const stored = useStoredData();
  const { t, schoolText } = useShopText();
  if (!location.name && !location.address) return null;
  const destination = [location.name, location.address].filter(Boolean).join(', ');
  return (
    <section className="event-section" aria-labelledby="anfahrt">
      <h2 id="anfahrt">{t('event.directions')}</h2>
      <address className="event-location" {...schoolText}>
        {location.name && <strong>{location.name}</strong>}
        {location.address && <span>{location.address}</span>}
      </address>
      {location.parkingNote && <p {...schoolText}>{location.parkingNote}</p>}
      <p>
        <a
          className="event-route"
          href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(destination)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('event.route')}
        </a>
      </p>
      {location.mapUrl &&
        (idle && stored === 'none' ? (
          <ConsentPlaceholder />
        ) : idle && stored === 'some' ? (
          <Suspense fallback={mapPlaceholder}>
            <ConsentGate category="marketing">
              <iframe className="event-map" src={location.mapUrl} title={t('event.map', { place: destination })} height={300} loading="lazy" />
            </ConsentGate>
          </Suspense>
        ) : (
          mapPlaceholder
        ))}
    </section>
  );
}
