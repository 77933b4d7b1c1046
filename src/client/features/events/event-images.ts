import type { EventDto } from '../../../shared/api/events';
import { fileUrl } from './events-api';

/** Where an event image is fetched from; srcSet/sizes when the upload has sized variants. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** One uploaded image (poster, gallery picture) as the shop requests it. */
export function eventImage(id: number): ImageSource {
  return { src: fileUrl(id) };
}

/** The hero carousel's first slide: the page's largest paint, preloaded from the server-rendered head. */
export function heroImage(event: Pick<EventDto, 'image' | 'gallery'>): ImageSource | undefined {
  const first = event.image ?? event.gallery[0];
  return first === undefined ? undefined : eventImage(first);
}
