import { useState } from 'react';
import type { PictureDto } from '../../../shared/api/images';
import { UploadedPicture } from '../../components/UploadedPicture';
import { HERO_SIZES, type Slide } from './hero-slides';
import { useShopText } from '../../i18n/use-shop-text';

/** Spec §4 simple carousel: previous and next, both wrap around. Used for the gallery (60vh). */
export function SimpleCarousel({ slides, pictures, label }: { slides: Slide[]; pictures: readonly PictureDto[]; label: string }) {
  const [index, setIndex] = useState(0);
  const { t } = useShopText();
  if (slides.length === 0) return null;
  const go = (step: number) => setIndex((index + step + slides.length) % slides.length);
  const slide = slides[index];
  return (
    <section className="simple-carousel" aria-roledescription={t('carousel.role')} aria-label={label}>
      <UploadedPicture
        key={slide.fileId}
        fileId={slide.fileId}
        pictures={pictures}
        sizes={HERO_SIZES}
        className="simple-carousel__image"
        alt={slide.alt}
        loading="lazy"
        width="1200"
        height="675"
      />
      <div className="simple-carousel__controls">
        <button type="button" className="button button--ghost" onClick={() => go(-1)}>
          {t('carousel.previous')}
        </button>
        <span aria-live="polite">
          <bdi>{t('carousel.position', { number: index + 1, total: slides.length })}</bdi>
        </span>
        <button type="button" className="button button--ghost" onClick={() => go(1)}>
          {t('carousel.next')}
        </button>
      </div>
    </section>
  );
}
