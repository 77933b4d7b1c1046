import { useEffect, useState } from 'react';
import type { PictureDto } from '../../../shared/api/images';
import { UploadedPicture } from '../../components/UploadedPicture';
import { HERO_SIZES, type Slide } from './hero-slides';
import { CAROUSEL_INTERVAL_MS, useReducedMotion } from './motion';
import { useShopText } from '../../i18n/use-shop-text';
import { directionOf } from '../../../shared/i18n/languages';

type Playback = 'waiting' | 'playing' | 'paused';

/**
 * Spec §4 hero carousel: every 4 s with a 0.8 s slide, bullets jump, wraps around. It starts turning only
 * once the visitor uses it (a bullet or 'Abspielen'): a page that changes by itself is never visually
 * complete, and the first slide is the page's largest paint (issue 14). It stops while hovered or focused,
 * on 'Pausieren', and never turns under reduced motion (the CSS also hides the button there).
 * The hidden slides get their pictures only then: lazy loading does not hold back pictures beside the
 * viewport, so a phone would fetch the whole gallery alongside the poster.
 */
export function HeroCarousel({ slides, pictures, label }: { slides: Slide[]; pictures: readonly PictureDto[]; label: string }) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playback, setPlayback] = useState<Playback>('waiting');
  const [held, setHeld] = useState(false);
  const running = slides.length > 1 && playback === 'playing' && !held && !reduced;
  const used = playback !== 'waiting';
  const { t, language } = useShopText();
  // Right to left the slides run the other way (issue 53).
  const step = directionOf(language) === 'rtl' ? 100 : -100;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, slides.length]);

  if (slides.length === 0) return null;
  const jump = (i: number) => {
    setIndex(i);
    if (playback === 'waiting') setPlayback('playing');
  };
  return (
    <section
      className="hero-carousel"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="hero-carousel__track" style={{ transform: `translateX(${index * step}%)` }}>
        {slides.map((slide, i) => (
          <div key={slide.fileId} className="hero-carousel__slide" aria-hidden={i !== index}>
            {(i === 0 || used) && (
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
            )}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="hero-carousel__controls">
          <button type="button" className="hero-carousel__pause" onClick={() => setPlayback(playback === 'playing' ? 'paused' : 'playing')}>
            {playback === 'playing' ? t('carousel.pause') : t('carousel.play')}
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.fileId}
              type="button"
              className="hero-carousel__bullet"
              aria-label={t('carousel.show', { number: i + 1 })}
              aria-current={i === index}
              onClick={() => jump(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
