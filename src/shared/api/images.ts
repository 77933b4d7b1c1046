import { type Static, Type } from 'typebox';
import { IMAGE_FORMATS } from './image-addresses';

/** An uploaded picture with its sized copies; `version` changes with the content, so addresses are immutable. */
export const PictureDto = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  /** Widths of the copies, ascending; the same for AVIF and WebP. */
  widths: Type.Array(Type.Integer()),
  /** Size of the widest copy, for the aspect ratio. */
  width: Type.Integer(),
  height: Type.Integer(),
});
export type PictureDto = Static<typeof PictureDto>;

export const ImageVariantQuery = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  v: Type.String({ pattern: '^[0-9a-f]{1,32}$' }),
  w: Type.String({ pattern: '^[0-9]{1,5}$' }),
  format: Type.Union(IMAGE_FORMATS.map((format) => Type.Literal(format))),
});
export type ImageVariantQuery = Static<typeof ImageVariantQuery>;
