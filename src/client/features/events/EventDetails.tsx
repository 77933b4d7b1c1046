import { type CSSProperties, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { type CountdownLine, countdownLine } from '../../../shared/domain/countdown';
import type { Formatters } from '../../../shared/i18n/formatters';
import type { Translate } from '../../i18n/use-shop-text';
import { isBookable } from './performance-state';
import { EventCast } from './EventCast';
import { EventDates } from './EventDates';
import { EventFacts } from './EventFacts';
import { EventLocation } from './EventLocation';
import { EventPassages } from './EventPassages';
import { HeroCarousel } from './HeroCarousel';
import { gallerySlides, heroSlides } from './hero-slides';
import { useParallax, useReducedMotion } from './motion';
import { SimpleCarousel } from './SimpleCarousel';
import { useShopText } from '../../i18n/use-shop-text';

function TicketButton({ name }: { name: string }) {
  const { t } = useShopText();
  return (
    <Link className="button button--cta" to={`/order/tickets/${encodeURIComponent(name)}`}>
      {t('event.buy')}
    </Link>
  );
}

/** The countdown in the page's language: days through ICU plurals, the next date through Intl. */
function countdownWords(line: CountdownLine, t: Translate, format: Formatters): string {
  if (line.key === 'countdown.premierePast') return t(line.key);
  if ('at' in line) return t(line.key, { date: format.longDate(line.at), time: format.time(line.at) });
  return t(line.key, { days: line.days });
}

/** Spec §2 event page, everything from the server's event record. */
export function EventDetails({ event }: { event: EventDto }) {
  const backdrop = useRef<HTMLDivElement>(null);
  useParallax(backdrop, useReducedMotion());
  const { t, format, schoolTextOf } = useShopText();
  const title = t('frame.pageTitle', { title: event.title });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const gallery = gallerySlides(event, t);
  const hero = heroSlides(event, t);
  const line = countdownLine(
    event.countdown,
    event.premiere_date,
    event.performances.filter(isBookable).map((p) => p.starts_at),
    new Date(),
  );
  const countdown = line && countdownWords(line, t, format);
  const colors = { '--event-primary': `#${event.colors[0]}`, '--event-secondary': `#${event.colors[1]}` } as CSSProperties;

  return (
    <main className="event-page" style={colors}>
      <div ref={backdrop} className="event-page__backdrop" aria-hidden="true" />
      <HeroCarousel slides={hero} pictures={event.pictures} label={t('event.pictures', { title: event.title })} />
      <header className="event-intro">
        <h1 {...schoolTextOf(event, 'title')}>{event.title}</h1>
        <p {...schoolTextOf(event, 'description')}>{event.description}</p>
        {countdown && <p className="countdown">{countdown}</p>}
        <TicketButton name={event.name} />
      </header>
      <EventPassages passages={event.passages} source={event} />
      <div className="event-sections">
        <EventDates performances={event.performances} />
        <EventCast cast={event.cast} source={event} />
        <EventLocation location={event.location} source={event} />
        {gallery.length > 0 && (
          <section className="event-section" aria-labelledby="galerie">
            <h2 id="galerie">{t('event.gallery')}</h2>
            <SimpleCarousel slides={gallery} pictures={event.pictures} label={t('event.gallery')} />
          </section>
        )}
        <EventFacts event={event} />
        <p className="event-cta">
          <TicketButton name={event.name} />
        </p>
      </div>
    </main>
  );
}
