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

/** The slides' alt texts in the page's language (useShopText's `t`); German by default. */
export type SlideAlt = (key: 'slide.poster' | 'slide.scene', values: { title: string; number?: number }) => string;
const germanAlt: SlideAlt = (key, { title, number }) => (key === 'slide.poster' ? `Plakat: ${title}` : `Szenenbild ${number} aus ${title}`);

export const gallerySlides = (event: EventDto, alt: SlideAlt = germanAlt): Slide[] =>
  event.gallery.map((fileId, i) => ({ fileId, alt: alt('slide.scene', { number: i + 1, title: event.title }) }));

/** The hero carousel: the poster first, then the gallery. */
export const heroSlides = (event: EventDto, alt: SlideAlt = germanAlt): Slide[] => [
  ...(event.image !== null ? [{ fileId: event.image, alt: alt('slide.poster', { title: event.title }) }] : []),
  ...gallerySlides(event, alt),
];

/** `<link rel="preload" as="image">` attributes for the hero's first slide (the LCP image); undefined without slides. */
export function heroPreload(event: EventDto, apiBase = API_BASE): ImagePreload | undefined {
  const [first] = heroSlides(event);
  return first && imagePreload(apiBase, first.fileId, event.pictures, HERO_SIZES);
}
