import jsQR from 'jsqr';

/** A camera frame as a canvas hands it over (ImageData): RGBA, row by row. */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The longest side of the picture the kiosk decodes. A ticket held at 30 % of the width still gets 3 px
 * per module at level Q, and jsQR's time grows with the pixels: a 1280×720 camera is scaled down first.
 */
export const FRAME_MAX_SIDE = 640;

/** The size the kiosk draws a camera picture at before decoding it: whole, never enlarged. */
export function frameSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(videoWidth, videoHeight, 1));
  return { width: Math.max(1, Math.round(videoWidth * scale)), height: Math.max(1, Math.round(videoHeight * scale)) };
}

/** The centre square looked at again, enlarged: a share of the frame's shorter side, and how much larger. */
const ZOOM_SHARE = 0.6;
const ZOOM_FACTOR = 2;

/**
 * The centre of a frame enlarged (bilinear, grey): a ticket held far away gets twice the pixels per module,
 * which jsQR needs below about 3.5 px per module (the smallest codes at 30 % of the width).
 */
export function zoomedCentre(frame: Frame): Frame {
  const side = Math.max(1, Math.round(Math.min(frame.width, frame.height) * ZOOM_SHARE));
  const left = Math.floor((frame.width - side) / 2);
  const top = Math.floor((frame.height - side) / 2);
  const grey = new Float32Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const at = ((top + y) * frame.width + left + x) * 4;
      grey[y * side + x] = (frame.data[at] + 2 * frame.data[at + 1] + frame.data[at + 2]) / 4;
    }
  }
  const out = side * ZOOM_FACTOR;
  const data = new Uint8ClampedArray(out * out * 4);
  for (let y = 0; y < out; y++) {
    const fy = Math.min(side - 1, Math.max(0, (y + 0.5) / ZOOM_FACTOR - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(side - 1, y0 + 1);
    const ay = fy - y0;
    for (let x = 0; x < out; x++) {
      const fx = Math.min(side - 1, Math.max(0, (x + 0.5) / ZOOM_FACTOR - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(side - 1, x0 + 1);
      const ax = fx - x0;
      const value =
        (1 - ay) * ((1 - ax) * grey[y0 * side + x0] + ax * grey[y0 * side + x1]) + ay * ((1 - ax) * grey[y1 * side + x0] + ax * grey[y1 * side + x1]);
      const at = (y * out + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = value;
      data[at + 3] = 255;
    }
  }
  return { data, width: out, height: out };
}

function readQr(frame: Frame): string | null {
  // A ticket is dark on light (the page draws it on white): the inverted pass would only double the work.
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}

/**
 * The kiosk's decoder where the browser has no BarcodeDetector (Safari on iPads and iPhones, Firefox):
 * jsQR over the whole frame, then over its enlarged centre. It replaces html5-qrcode's bundled zxing-js,
 * which missed 113 of the 1,000 test codes at level M (issue 45; frame-decoder.test.ts reads all 1,000).
 * Pure: a frame in, the code's text or null out.
 */
export function decodeFrame(frame: Frame): string | null {
  return readQr(frame) ?? readQr(zoomedCentre(frame));
}

/** How far one run of a finder pattern may stray from its ideal length, in modules (as zxing allows). */
const FINDER_TOLERANCE = 0.5;

/** A dark-light-dark-light-dark row of runs in the finder pattern's 1:1:3:1:1. */
function finderRuns(a: number, b: number, c: number, d: number, e: number): boolean {
  const total = a + b + c + d + e;
  if (total < 7) return false;
  const module = total / 7;
  const slack = module * FINDER_TOLERANCE;
  return (
    Math.abs(a - module) < slack &&
    Math.abs(b - module) < slack &&
    Math.abs(c - 3 * module) < 3 * slack &&
    Math.abs(d - module) < slack &&
    Math.abs(e - module) < slack
  );
}

/**
 * Whether something like a QR code is in view: rows of the frame crossing a finder pattern (the three
 * squares in its corners). Cheap, for the hint when a code is seen but does not read; never decides a scan.
 */
export function codeInView(frame: Frame): boolean {
  const { data, width, height } = frame;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 8) {
    for (let x = 0; x < width; x += 8) {
      sum += data[(y * width + x) * 4 + 1];
      count++;
    }
  }
  const threshold = sum / Math.max(1, count);
  let rows = 0;
  const runs: number[] = [];
  for (let y = 0; y < height; y += 2) {
    runs.length = 0;
    let dark = data[y * width * 4 + 1] < threshold;
    let length = 0;
    let hit = false;
    for (let x = 0; x < width && !hit; x++) {
      const here = data[(y * width + x) * 4 + 1] < threshold;
      if (here === dark) {
        length++;
        continue;
      }
      runs.push(length);
      // The five runs that just ended, when the last (and so the first) of them was dark.
      const n = runs.length;
      hit = n >= 5 && dark && finderRuns(runs[n - 5], runs[n - 4], runs[n - 3], runs[n - 2], runs[n - 1]);
      dark = here;
      length = 1;
    }
    if (hit) rows++;
  }
  // A finder pattern is seven modules high: several rows cross it, a stray texture rarely does.
  return rows >= 4;
}
