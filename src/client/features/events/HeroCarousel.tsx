import { useEffect, useState } from 'react';
import type { PictureDto } from '../../../shared/api/images';
import { UploadedPicture } from '../../components/UploadedPicture';
import { HERO_SIZES, type Slide } from './hero-slides';
import { CAROUSEL_INTERVAL_MS, useReducedMotion } from './motion';

/**
 * Spec §4 hero carousel: advances every 4 s with a 0.8 s slide, bullets jump, wraps around.
 * It stops while hovered or focused, on the pause button, and never starts with reduced motion.
 */
export function HeroCarousel({ slides, pictures, label }: { slides: Slide[]; pictures: readonly PictureDto[]; label: string }) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const running = slides.length > 1 && !paused && !held && !reduced;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, slides.length]);

  if (slides.length === 0) return null;
  return (
    <section
      className="hero-carousel"
      aria-roledescription="Karussell"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="hero-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <div key={slide.fileId} className="hero-carousel__slide" aria-hidden={i !== index}>
            <UploadedPicture
              fileId={slide.fileId}
              pictures={pictures}
              sizes={HERO_SIZES}
              alt={slide.alt}
              width="1200"
              height="675"
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="hero-carousel__controls">
          {!reduced && (
            <button type="button" className="hero-carousel__pause" onClick={() => setPaused(!paused)}>
              {paused ? 'Abspielen' : 'Pausieren'}
            </button>
          )}
          {slides.map((slide, i) => (
            <button
              key={slide.fileId}
              type="button"
              className="hero-carousel__bullet"
              aria-label={`Bild ${i + 1} anzeigen`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
