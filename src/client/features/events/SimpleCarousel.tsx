import { useState } from 'react';
import { EventImage } from './EventImage';
import type { Slide } from './HeroCarousel';

/** Spec §4 simple carousel: previous and next, both wrap around. Used for the gallery (60vh). */
export function SimpleCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const go = (step: number) => setIndex((index + step + slides.length) % slides.length);
  const slide = slides[index];
  return (
    <section className="simple-carousel" aria-roledescription="Karussell" aria-label={label}>
      <EventImage className="simple-carousel__image" image={slide.image} alt={slide.alt} />
      <div className="simple-carousel__controls">
        <button type="button" className="button button--ghost" onClick={() => go(-1)}>
          Vorheriges Bild
        </button>
        <span aria-live="polite">
          {index + 1} / {slides.length}
        </span>
        <button type="button" className="button button--ghost" onClick={() => go(1)}>
          Nächstes Bild
        </button>
      </div>
    </section>
  );
}
