import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A phone-photo-like JPEG: 3000×2000 px of soft colour blotches with grain, about 1.5–2 MB,
 * so image tests and the bench carry real weight without a binary in the repository.
 */
export async function photoJpeg(width = 3000, height = 2000): Promise<Buffer> {
  const coarse = { width: Math.round(width / 5), height: Math.round(height / 5), channels: 3 as const };
  const base = await sharp(randomBytes(coarse.width * coarse.height * 3), { raw: coarse })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(base.length);
  for (let i = 0; i < base.length; i++) base[i] = (base[i] * 7 + grain[i]) >> 3;
  return sharp(base, { raw: { width, height, channels: 3 } }).jpeg({ quality: 78 }).toBuffer();
}
