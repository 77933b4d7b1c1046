import type { ImageSource } from './event-images';

/**
 * An event image in the shop's 16:9 frame. `priority` marks the largest paint (the hero's first slide):
 * fetched at once and early, every other image only when it comes near the viewport.
 */
export function EventImage({ image, alt, priority = false, className }: { image: ImageSource; alt: string; priority?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width="1200"
      height="675"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
