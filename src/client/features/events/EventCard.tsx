import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { formatDate, formatEuros } from '../../../shared/domain/format';
import { UploadedPicture } from '../../components/UploadedPicture';
import { CARD_SIZES } from './hero-slides';
import { nextPerformance } from './performance-state';

/** Spec §2 event card: image, price, date, location, description, 'Tickets kaufen'. */
export function EventCard({ event, priority = false }: { event: EventDto; priority?: boolean }) {
  const next = nextPerformance(event);
  const date = next?.starts_at ?? event.premiere_date;
  const place = event.location.name || event.location.address;
  return (
    <article className="event-card">
      {event.image !== null && (
        <UploadedPicture
          fileId={event.image}
          pictures={event.pictures}
          sizes={CARD_SIZES}
          className="event-card__image"
          alt=""
          width="1200"
          height="675"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
      <div className="event-card__body">
        <h2>{event.title}</h2>
        <dl className="event-card__facts">
          {event.price_from !== null && (
            <>
              <dt>Preis</dt>
              <dd>ab {formatEuros(event.price_from)}</dd>
            </>
          )}
          {date && (
            <>
              <dt>Datum</dt>
              <dd>{formatDate(date)}</dd>
            </>
          )}
          {place && (
            <>
              <dt>Ort</dt>
              <dd>{place}</dd>
            </>
          )}
        </dl>
        <p>{event.description}</p>
        <Link className="button" to={`/event/${encodeURIComponent(event.name)}`}>
          Tickets kaufen
        </Link>
      </div>
    </article>
  );
}
