import fs from 'node:fs';
import QRCode from 'qrcode';
import { decodeFrame } from '../../src/client/features/kiosk/frame-decoder';
import { TICKET_QR_LEVEL } from '../../src/shared/domain/ticket-qr';
import { rgbaFrame } from './qr-frames';

/** The kiosk's own decoder where no BarcodeDetector exists (Chromium here has none), on a grey frame. */
function kioskDecoderReads(luma: Uint8ClampedArray, width: number, height: number, text: string): boolean {
  return decodeFrame(rgbaFrame({ luma, width, height })) === text;
}

/** How big (share of the picture's height) and how tilted (radians) the phone is held in one frame. */
type Pose = [fill: number, angle: number];
/** A hand holding a phone up: a little nearer or farther, a little turned, frame by frame. */
const POSES: Pose[] = Array.from({ length: 48 }, (_, n) => [0.5 + ((n * 7) % 17) / 100, (((n * 5) % 21) - 10) / 100]);
const FRAMES = 8;

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
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ])
        if (dark(x + dx, y + dy)) samples++;
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
 * The clip keeps only poses the kiosk's decoder reads, so these tests fail on the kiosk's door logic,
 * never on a pose; how well the decoder reads is measured on its own (frame-decoder.test.ts, and the
 * unfiltered ticket-page frames of kiosk-camera.test.ts).
 */
export function writeQrY4m(file: string, text: string, options: { width?: number; height?: number } = {}) {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: TICKET_QR_LEVEL });
  const frames: Uint8ClampedArray[] = [];
  for (const pose of POSES) {
    const luma = filmFrame(modules, width, height, pose);
    if (kioskDecoderReads(luma, width, height, text)) frames.push(luma);
    if (frames.length === FRAMES) break;
  }
  if (frames.length < FRAMES / 2) throw new Error(`the kiosk's decoder reads only ${frames.length} of ${POSES.length} camera poses of ${text}`);
  return writeY4m(file, frames, { width, height });
}

/** Grey frames as a Y4M video that Chromium's fake camera loops, `fps` frames a second. */
export function writeY4m(file: string, frames: readonly Uint8ClampedArray[], options: { width: number; height: number; fps?: number }) {
  const { width, height } = options;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${options.fps ?? 10}:1 Ip A1:1 C420jpeg\n`);
  const body = frames.flatMap((luma) => [Buffer.from('FRAME\n'), Buffer.from(luma), chroma, chroma]);
  fs.writeFileSync(file, Buffer.concat([header, ...body]));
  return file;
}
