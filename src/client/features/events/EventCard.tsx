import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { UploadedPicture } from '../../components/UploadedPicture';
import { CARD_SIZES } from './hero-slides';
import { nextPerformance } from './performance-state';
import { useShopText } from '../../i18n/use-shop-text';

/** Spec §2 event card: image, price, date, location, description, 'Tickets kaufen'. */
export function EventCard({ event, priority = false }: { event: EventDto; priority?: boolean }) {
  const next = nextPerformance(event);
  const date = next?.starts_at ?? event.premiere_date;
  const place = event.location.name || event.location.address;
  const { t, format, schoolText, schoolTextOf } = useShopText();
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
        <h2 {...schoolTextOf(event, 'title')}>{event.title}</h2>
        <dl className="event-card__facts">
          {event.price_from !== null && (
            <>
              <dt>{t('card.price')}</dt>
              <dd>{t('card.priceFrom', { price: format.money(event.price_from) })}</dd>
            </>
          )}
          {date && (
            <>
              <dt>{t('card.date')}</dt>
              <dd>
                <time dateTime={date}>{format.date(date)}</time>
              </dd>
            </>
          )}
          {place && (
            <>
              <dt>{t('card.place')}</dt>
              <dd {...(event.location.name ? schoolTextOf(event, 'location.name') : schoolText)}>{place}</dd>
            </>
          )}
        </dl>
        <p {...schoolTextOf(event, 'description')}>{event.description}</p>
        <Link className="button" to={`/event/${encodeURIComponent(event.name)}`}>
          {t('card.buy')}
        </Link>
      </div>
    </article>
  );
}
