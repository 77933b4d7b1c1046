import { lazy, Suspense } from 'react';
import type { EventDto } from '../../../shared/api/events';
import { useStoredData } from '../../lib/stored-data';
import { useIdleMount } from '../../lib/use-idle-mount';
import { ConsentPlaceholder } from '../consent/index';
import { type SchoolTextSource, useShopText } from '../../i18n/use-shop-text';

// The consent check needs IndexedDB; it loads after the page has painted (also never on the server).
const ConsentGate = lazy(() => import('../consent/ConsentGate'));

const mapPlaceholder = <div className="consent-placeholder" style={{ height: 300 }} />;

/** Location with directions; the map (height 300) only with consent to external content. */
export function EventLocation({ location, source }: { location: EventDto['location']; source?: SchoolTextSource }) {
  const idle = useIdleMount();
  // Nothing stored on this device: no consent to external content either, and no IndexedDB needed to know.
  const stored = useStoredData();
  const { t, schoolText, schoolTextOf } = useShopText();
  if (!location.name && !location.address) return null;
  const destination = [location.name, location.address].filter(Boolean).join(', ');
  // The map search knows the venue by its German name: a translated one would find nothing.
  const nameTranslated = Boolean(source?.language) && !source?.untranslated?.includes('location.name');
  const search = nameTranslated ? location.address || destination : destination;
  return (
    <section className="event-section" aria-labelledby="anfahrt">
      <h2 id="anfahrt">{t('event.directions')}</h2>
      {/* The address as the post knows it: German, marked so. */}
      <address className="event-location">
        {location.name && <strong {...schoolTextOf(source, 'location.name')}>{location.name}</strong>}
        {location.address && <span {...schoolText}>{location.address}</span>}
      </address>
      {location.parkingNote && <p {...schoolTextOf(source, 'location.parkingNote')}>{location.parkingNote}</p>}
      <p>
        <a className="event-route" href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(search)}`} target="_blank" rel="noopener noreferrer">
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
