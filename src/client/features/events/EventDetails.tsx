import { type CSSProperties, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { EventDto } from '../../../shared/api/events';
import { countdownFor } from '../../../shared/domain/countdown';
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

function TicketButton({ name }: { name: string }) {
  return (
    <Link className="button button--cta" to={`/order/tickets/${encodeURIComponent(name)}`}>
      Jetzt Tickets kaufen
    </Link>
  );
}

/** Spec §2 event page, everything from the server's event record. */
export function EventDetails({ event }: { event: EventDto }) {
  const backdrop = useRef<HTMLDivElement>(null);
  useParallax(backdrop, useReducedMotion());
  useEffect(() => {
    document.title = `${event.title} - Musical-Tickets`;
  }, [event.title]);

  const gallery = gallerySlides(event);
  const hero = heroSlides(event);
  const countdown = countdownFor(
    event.countdown,
    event.premiere_date,
    event.performances.filter(isBookable).map((p) => p.starts_at),
    new Date(),
  );
  const colors = { '--event-primary': `#${event.colors[0]}`, '--event-secondary': `#${event.colors[1]}` } as CSSProperties;

  return (
    <main className="event-page" style={colors}>
      <div ref={backdrop} className="event-page__backdrop" aria-hidden="true" />
      <HeroCarousel slides={hero} pictures={event.pictures} label={`Bilder zu ${event.title}`} />
      <header className="event-intro">
        <h1>{event.title}</h1>
        <p>{event.description}</p>
        {countdown && <p className="countdown">{countdown}</p>}
        <TicketButton name={event.name} />
      </header>
      <EventPassages passages={event.passages} />
      <div className="event-sections">
        <EventDates performances={event.performances} />
        <EventCast cast={event.cast} />
        <EventLocation location={event.location} />
        {gallery.length > 0 && (
          <section className="event-section" aria-labelledby="galerie">
            <h2 id="galerie">Galerie</h2>
            <SimpleCarousel slides={gallery} pictures={event.pictures} label="Galerie" />
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
