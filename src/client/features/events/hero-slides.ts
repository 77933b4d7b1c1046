import type { EventDto } from '../../../shared/api/events';
import { type ImagePreload, imagePreload } from '../../../shared/api/image-addresses';
import { API_BASE } from '../../lib/api-client';

export interface Slide {
  fileId: number;
  alt: string;
}

/** The hero and the gallery fill the page width on a phone and stop at 1200 px. */
export const HERO_SIZES = '(min-width: 1200px) 1200px, 100vw';
export const CARD_SIZES = '(min-width: 640px) 50vw, 100vw';

export const gallerySlides = (event: EventDto): Slide[] => event.gallery.map((fileId, i) => ({ fileId, alt: `Szenenbild ${i + 1} aus ${event.title}` }));

/** The hero carousel: the poster first, then the gallery. */
export const heroSlides = (event: EventDto): Slide[] => [
  ...(event.image !== null ? [{ fileId: event.image, alt: `Plakat: ${event.title}` }] : []),
  ...gallerySlides(event),
];

/** `<link rel="preload" as="image">` attributes for the hero's first slide (the LCP image); undefined without slides. */
export function heroPreload(event: EventDto, apiBase = API_BASE): ImagePreload | undefined {
  const [first] = heroSlides(event);
  return first && imagePreload(apiBase, first.fileId, event.pictures, HERO_SIZES);
}
