import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '../../shared/api/image-addresses';
import type { PictureDto } from '../../shared/api/images';
import { API_BASE } from '../lib/api-client';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & { alt: string };

/**
 * An uploaded picture (poster, gallery) in the sized AVIF/WebP copies the server made, so a phone loads
 * a 480 px copy instead of the original photo. Without copies it shows the original.
 */
export function UploadedPicture({ fileId, pictures, sizes, alt, ...img }: ImgProps & { fileId: number; pictures: readonly PictureDto[]; sizes: string }) {
  const { sources, src } = pictureSources(API_BASE, fileId, pictures);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
