import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/api/events';
import { HERO_SIZES, heroPreload, heroSlides } from './hero-slides';

const event = (image: number | null, gallery: number[]) =>
  ({ title: 'Zeitsprung', image, gallery, pictures: [{ id: 5, version: 'f00', widths: [480, 800], width: 800, height: 450 }] }) as unknown as EventDto;

describe('hero slides', () => {
  it('puts the poster first, then the gallery', () => {
    expect(heroSlides(event(3, [5, 6])).map((slide) => slide.fileId)).toEqual([3, 5, 6]);
  });

  it('preloads the first slide: its AVIF copies, or the original without copies', () => {
    expect(heroPreload(event(null, [5]), '/api/')).toEqual({
      href: '/api/files/image.php?id=5&v=f00&w=800&format=avif',
      imageSrcSet: '/api/files/image.php?id=5&v=f00&w=480&format=avif 480w, /api/files/image.php?id=5&v=f00&w=800&format=avif 800w',
      imageSizes: HERO_SIZES,
      type: 'image/avif',
    });
    expect(heroPreload(event(3, [5]), '/api/')).toEqual({ href: '/api/files/download.php?id=3' });
    expect(heroPreload(event(null, []), '/api/')).toBeUndefined();
  });
});
