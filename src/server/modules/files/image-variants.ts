import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '../../../shared/api/image-addresses.js';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** Bumped when the encoder settings change, so browsers holding the old copies fetch new ones. */
const ENCODER_REVISION = 'avif40e3c420-webp75';

/** Part of every copy's address: the same bytes under the same settings always give the same version. */
export function variantVersion(original: Uint8Array): string {
  return createHash('sha256').update(ENCODER_REVISION).update(original).digest('hex').slice(0, 16);
}

/** The offered widths, none wider than the original (a narrow picture is offered at its own width). */
export function targetWidths(originalWidth: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, originalWidth)))];
}

/** A 5 MB upload may still unpack to gigabytes (a "pixel bomb"); past 50 megapixels it gets no copies. */
const MAX_INPUT_PIXELS = 50_000_000;
const open = (original: Uint8Array) => sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });

// The poster is a phone's largest paint, and on a phone's line its bytes are most of that paint's wait.
// Quality 40 instead of sharp's default 50 takes 30-40 % off an 800 px copy (a photo 38.8 → 27.3 KB, the
// test photo 54 → 34 KB) for 0.3-0.7 dB of PSNR: fine texture softens a little, nothing else changes. With
// it the event page's LCP in Lighthouse's phone simulation fell from 1.51 to 1.36 s (issue 14: ≤ 1.5 s).
// A phone shows the 800 px copy on a 1.75-3× screen, where that softening is hardest to see.
// Effort 3 takes 8-12 % off effort 0's bytes at a slightly better likeness (PSNR, three photos) for about
// half a second per copy, once per upload; efforts 4-6 save at most 2 % more and take 4-10 s. Colour at half
// resolution (4:2:0, as in JPEG and WebP; sharp's AVIF default is 4:4:4) takes 7 % off a photo's copy.
const encode = (image: Sharp, format: ImageFormat) =>
  format === 'avif' ? image.avif({ quality: 40, effort: 3, chromaSubsampling: '4:2:0' }) : image.webp({ quality: 75 });

/**
 * AVIF and WebP copies of a raster picture, upright (EXIF orientation applied) and without metadata.
 * Animated pictures get none: a still copy would lose the animation.
 */
export async function makeVariants(original: Uint8Array): Promise<ImageVariant[]> {
  const meta = await open(original).metadata();
  if ((meta.pages ?? 1) > 1) return [];
  const uprightWidth = meta.autoOrient?.width ?? meta.width;
  if (!uprightWidth) return [];
  const variants: ImageVariant[] = [];
  for (const format of IMAGE_FORMATS) {
    for (const width of targetWidths(uprightWidth)) {
      const image = open(original).rotate().resize({ width, withoutEnlargement: true });
      const { data, info } = await encode(image, format).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, data });
    }
  }
  return variants;
}
