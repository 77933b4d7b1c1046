import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Random colour blotches about `scale` px wide across the whole picture, as raw RGB. */
async function blotches(width: number, height: number, scale: number): Promise<Buffer> {
  const coarse = { width: Math.round(width / scale), height: Math.round(height / scale), channels: 3 as const };
  return sharp(randomBytes(coarse.width * coarse.height * 3), { raw: coarse })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * A phone-photo-like JPEG without a binary in the repository: 3000×2000 px, about 1.4 MB. Large soft shapes,
 * a quarter of fine texture and sensor grain. Calibrated on the real photos on the build machine: its 480 px
 * AVIF copy takes 1.08 bits per pixel, the most detailed real photo there 1.13 (others 0.4–0.8). The earlier
 * stand-in was texture only, like white noise at poster sizes: 1.85 bits per pixel, twice a real photo's bytes.
 */
export async function photoJpeg(width = 3000, height = 2000): Promise<Buffer> {
  const shapes = await blotches(width, height, 50);
  const texture = await blotches(width, height, 5);
  const grain = randomBytes(shapes.length);
  const pixels = Buffer.alloc(shapes.length);
  for (let i = 0; i < pixels.length; i++) {
    const value = shapes[i] * 0.75 + texture[i] * 0.25 + (grain[i] / 255 - 0.5) * 40;
    pixels[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78 })
    .toBuffer();
}
