import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import QRCode from 'qrcode';

/** The decoder inside html5-qrcode (zxing-js), the one the kiosk runs where no native detector exists. */
interface ZXingModule {
  MultiFormatReader: new () => { setHints(hints: Map<number, unknown>): void; decode(bitmap: unknown): { getText(): string } };
  BinaryBitmap: new (binarizer: unknown) => unknown;
  HybridBinarizer: new (source: unknown) => unknown;
  RGBLuminanceSource: new (luma: Uint8ClampedArray, width: number, height: number) => unknown;
  DecodeHintType: { POSSIBLE_FORMATS: number };
  BarcodeFormat: { QR_CODE: number };
}
const requireCjs = createRequire(import.meta.url);
const zxing = requireCjs(path.join(path.dirname(requireCjs.resolve('html5-qrcode/package.json')), 'third_party/zxing-js.umd.js')) as ZXingModule;

function kioskDecoderReads(luma: Uint8ClampedArray, width: number, height: number, text: string): boolean {
  try {
    const reader = new zxing.MultiFormatReader();
    reader.setHints(new Map([[zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.QR_CODE]]]));
    const source = new zxing.RGBLuminanceSource(luma, width, height);
    return reader.decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source))).getText() === text;
  } catch {
    return false;
  }
}

/** How big (share of the picture's height) and how tilted (radians) the phone is held in one frame. */
type Pose = [fill: number, angle: number];
/** A hand holding a phone up: a little nearer or farther, a little turned, frame by frame. */
const POSES: Pose[] = Array.from({ length: 48 }, (_, n) => [0.5 + ((n * 7) % 17) / 100, (((n * 5) % 21) - 10) / 100]);
const FRAMES = 8;

/**
 * What html5-qrcode hands the decoder: the centre square of its scan box (80 % of the picture's height)
 * drawn onto a canvas of the box's size on screen, here the kiosk's 439 px at 1280×800.
 */
function scanBox(luma: Uint8ClampedArray, width: number, height: number, canvas = 439): Uint8ClampedArray {
  const side = Math.floor(Math.min(width, height) * 0.8);
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const step = side / canvas;
  const out = new Uint8ClampedArray(canvas * canvas);
  const at = (x: number, y: number) => luma[Math.min(height - 1, y) * width + Math.min(width - 1, x)];
  for (let y = 0; y < canvas; y++) {
    for (let x = 0; x < canvas; x++) {
      const fx = left + (x + 0.5) * step - 0.5;
      const fy = top + (y + 0.5) * step - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const ax = fx - x0;
      const ay = fy - y0;
      out[y * canvas + x] =
        (1 - ay) * ((1 - ax) * at(x0, y0) + ax * at(x0 + 1, y0)) + ay * ((1 - ax) * at(x0, y0 + 1) + ax * at(x0 + 1, y0 + 1));
    }
  }
  return out;
}

/**
 * One frame: a phone screen showing the QR code of `text` (grey on light grey, as a screen films), held
 * at `pose`, drawn with 2×2 samples per pixel and softened by the lens.
 */
function filmFrame(modules: { size: number; get(row: number, col: number): boolean | number }, width: number, height: number, [fill, angle]: Pose) {
  const quiet = 4;
  const total = modules.size + 2 * quiet;
  const unit = (Math.min(width, height) * fill) / total;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dark = (px: number, py: number) => {
    const x = px - width / 2;
    const y = py - height / 2;
    const col = Math.floor((cos * x + sin * y) / unit + total / 2 - quiet);
    const row = Math.floor((-sin * x + cos * y) / unit + total / 2 - quiet);
    return col >= 0 && row >= 0 && col < modules.size && row < modules.size && Boolean(modules.get(row, col));
  };
  const sharp = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let samples = 0;
      for (const [dx, dy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) if (dark(x + dx, y + dy)) samples++;
      sharp[y * width + x] = 235 - samples * 50;
    }
  }
  const luma = new Uint8ClampedArray(sharp);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let sum = 0;
      for (let j = -1; j <= 1; j++) for (let i = -1; i <= 1; i++) sum += sharp[(y + j) * width + x + i];
      luma[y * width + x] = sum / 9;
    }
  }
  return luma;
}

/**
 * A fake camera's video of a guest holding up a ticket: the QR code of `text` from slightly different
 * distances and angles, as a hand moves, in a Y4M file that Chromium loops with
 * --use-file-for-fake-video-capture.
 *
 * zxing-js misses some perfectly still symbols from one angle or another; a real camera's changing
 * picture gets past that within a few frames, an eight-frame loop might not. So the clip keeps only
 * poses that zxing-js reads through html5-qrcode's scan box: a test fails on the kiosk, never on an
 * unlucky ticket.
 */
export function writeQrY4m(file: string, text: string, options: { width?: number; height?: number } = {}) {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const frames: Uint8ClampedArray[] = [];
  for (const pose of POSES) {
    const luma = filmFrame(modules, width, height, pose);
    if (kioskDecoderReads(scanBox(luma, width, height), 439, 439, text)) frames.push(luma);
    if (frames.length === FRAMES) break;
  }
  if (frames.length < FRAMES / 2) throw new Error(`zxing-js reads only ${frames.length} of ${POSES.length} camera poses of ${text}`);

  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const body = frames.flatMap((luma) => [Buffer.from('FRAME\n'), Buffer.from(luma), chroma, chroma]);
  fs.writeFileSync(file, Buffer.concat([header, ...body]));
  return file;
}
