import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { imagePreload, pictureSources } from '../../shared/api/image-addresses';
import type { PictureDto } from '../../shared/api/images';
import { UploadedPicture } from './UploadedPicture';

afterEach(cleanup);

const poster: PictureDto = { id: 7, version: 'ab12', widths: [480, 800, 1200], width: 1200, height: 675 };
const copy = (width: number, format: string) => `/api/files/image.php?id=7&v=ab12&w=${width}&format=${format}`;

describe('pictureSources', () => {
  it('offers AVIF before WebP, each copy with its width', () => {
    expect(pictureSources('/api/', 7, [poster])).toEqual({
      sources: [
        { type: 'image/avif', srcSet: `${copy(480, 'avif')} 480w, ${copy(800, 'avif')} 800w, ${copy(1200, 'avif')} 1200w` },
        { type: 'image/webp', srcSet: `${copy(480, 'webp')} 480w, ${copy(800, 'webp')} 800w, ${copy(1200, 'webp')} 1200w` },
      ],
      src: copy(1200, 'webp'),
    });
  });

  it('falls back to the original for a file without copies', () => {
    expect(pictureSources('/api/', 9, [poster])).toEqual({ sources: [], src: '/api/files/download.php?id=9' });
  });
});

describe('imagePreload', () => {
  it('preloads the AVIF set the picture will pick, with the same sizes', () => {
    expect(imagePreload('/api/', 7, [poster], '100vw')).toEqual({
      href: copy(1200, 'avif'),
      imageSrcSet: `${copy(480, 'avif')} 480w, ${copy(800, 'avif')} 800w, ${copy(1200, 'avif')} 1200w`,
      imageSizes: '100vw',
      type: 'image/avif',
    });
    expect(imagePreload('/api/', 9, [poster], '100vw')).toEqual({ href: '/api/files/download.php?id=9' });
  });
});

describe('UploadedPicture', () => {
  it('renders a picture with both sources and keeps the img attributes', () => {
    const { container } = render(<UploadedPicture fileId={7} pictures={[poster]} sizes="100vw" alt="Plakat" width="1200" height="675" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => [source.getAttribute('type'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', '100vw'],
      ['image/webp', '100vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Plakat' });
    expect(img.getAttribute('src')).toBe(copy(1200, 'webp'));
    expect(img.getAttribute('width')).toBe('1200');
  });
});
