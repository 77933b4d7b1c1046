import { type Static, Type } from 'typebox';

/** Widths every uploaded picture is offered in (never wider than the original). */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** An uploaded picture with its sized copies; `version` changes with the content, so addresses are immutable. */
export interface PictureDto {
  id: number;
  version: string;
  /** Widths of the copies, ascending; the same for AVIF and WebP. */
  widths: number[];
  /** Size of the widest copy, for the aspect ratio. */
  width: number;
  height: number;
}

export const ImageVariantQuery = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  v: Type.String({ pattern: '^[0-9a-f]{1,32}$' }),
  w: Type.String({ pattern: '^[0-9]{1,5}$' }),
  format: Type.Union(IMAGE_FORMATS.map((format) => Type.Literal(format))),
});
export type ImageVariantQuery = Static<typeof ImageVariantQuery>;

/** Path of one copy below the API prefix. */
export const imageVariantPath = (picture: Pick<PictureDto, 'id' | 'version'>, width: number, format: ImageFormat) =>
  `files/image.php?id=${picture.id}&v=${picture.version}&w=${width}&format=${format}`;
