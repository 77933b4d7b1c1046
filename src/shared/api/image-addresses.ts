import type { PictureDto } from './images';

/**
 * Addresses of uploaded pictures and their sized copies, for `<picture>`, `srcset` and the head's preload.
 * No schema library here: the shop's first script needs these, and the schemas (images.ts) stay on the server.
 */

/** Widths every uploaded picture is offered in (never wider than the original). */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Path of one copy below the API prefix. */
export const imageVariantPath = (picture: Pick<PictureDto, 'id' | 'version'>, width: number, format: ImageFormat) =>
  `files/image.php?id=${picture.id}&v=${picture.version}&w=${width}&format=${format}`;

/** Path of an original upload below the API prefix (spec §7 files/download.php). */
export const fileDownloadPath = (id: number) => `files/download.php?id=${id}`;

const mimeType = (format: ImageFormat) => `image/${format}`;

/** `srcset` of one format: every copy with its width descriptor. */
export function pictureSrcSet(apiBase: string, picture: PictureDto, format: ImageFormat): string {
  return picture.widths.map((width) => `${apiBase}${imageVariantPath(picture, width, format)} ${width}w`).join(', ');
}

export interface PictureSources {
  /** AVIF first, then WebP; empty for a file without copies. */
  sources: Array<{ type: string; srcSet: string }>;
  /** For a browser that takes neither: the widest WebP, or the original when there are no copies. */
  src: string;
}

export function pictureSources(apiBase: string, fileId: number, pictures: readonly PictureDto[]): PictureSources {
  const picture = pictures.find((candidate) => candidate.id === fileId);
  if (!picture) return { sources: [], src: `${apiBase}${fileDownloadPath(fileId)}` };
  return {
    sources: IMAGE_FORMATS.map((format) => ({ type: mimeType(format), srcSet: pictureSrcSet(apiBase, picture, format) })),
    src: `${apiBase}${imageVariantPath(picture, picture.width, 'webp')}`,
  };
}

/** Attributes of `<link rel="preload" as="image">` that fetch the copy the `<picture>` will pick. */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
}

export function imagePreload(apiBase: string, fileId: number, pictures: readonly PictureDto[], sizes: string): ImagePreload {
  const picture = pictures.find((candidate) => candidate.id === fileId);
  if (!picture) return { href: `${apiBase}${fileDownloadPath(fileId)}` };
  return {
    href: `${apiBase}${imageVariantPath(picture, picture.width, 'avif')}`,
    imageSrcSet: pictureSrcSet(apiBase, picture, 'avif'),
    imageSizes: sizes,
    type: mimeType('avif'),
  };
}
