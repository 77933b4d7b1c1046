import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Frame } from '../../src/client/features/kiosk/frame-decoder';
import { drawQrCode } from '../../src/server/modules/tickets/qr-vector';
import { TICKET_QR_IMAGE } from '../../src/shared/domain/ticket-qr';
import { qrBlocksInPdf, rasterize } from './pdf-qr';

/** A grey picture of a QR code with its quiet zone, square, 0 = black. */
export interface Picture {
  luma: Uint8Array;
  side: number;
}

/** qrcode's own painter: what its canvas renderer (the browser's toDataURL on the ticket page) puts on the canvas. */
interface QrPainter {
  getOptions(options: object): object;
  getImageWidth(size: number, options: object): number;
  qrToImageData(data: Uint8ClampedArray, qr: QRCode.QRCode, options: object): void;
}
const painter = createRequire(import.meta.url)('qrcode/lib/renderer/utils.js') as QrPainter;

/**
 * The ticket page's picture of a code, pixel for pixel: the ticket page's options through the painter
 * qrcode's toDataURL uses in the browser, without the PNG round trip (the test checks both agree).
 */
export function ticketPagePicture(code: string): Picture {
  const qr = QRCode.create(code, TICKET_QR_IMAGE);
  const options = painter.getOptions(TICKET_QR_IMAGE);
  const side = painter.getImageWidth(qr.modules.size, options);
  const rgba = new Uint8ClampedArray(side * side * 4);
  painter.qrToImageData(rgba, qr, options);
  const luma = new Uint8Array(side * side);
  for (let i = 0; i < luma.length; i++) luma[i] = rgba[i * 4];
  return { luma, side };
}

/** The ticket page's picture as qrcode's toDataURL hands it out: the PNG, decoded. */
export async function ticketPagePng(code: string): Promise<Picture> {
  const url = await QRCode.toDataURL(code, TICKET_QR_IMAGE);
  const { data, info } = await sharp(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { luma: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), side: info.width };
}

/**
 * The PDF's pictures of the codes: one page per code drawn by the ticket PDF's own drawQrCode, saved,
 * read back, and its /QR rectangles painted at 2 px per point.
 */
export async function pdfPictures(codes: readonly string[]): Promise<Picture[]> {
  const doc = await PDFDocument.create();
  for (const code of codes) drawQrCode(doc.addPage([420, 595]), code, 210, 120, 270);
  const { blocks } = await qrBlocksInPdf(await doc.save());
  return blocks.map((block) => {
    const image = rasterize(block, 2);
    if (!image || image.width !== image.height) throw new Error('no square QR block in the PDF');
    const luma = new Uint8Array(image.width * image.height);
    for (let i = 0; i < luma.length; i++) luma[i] = image.data[i * 4];
    return { luma, side: image.width };
  });
}

export interface Shot {
  /** The picture's width (quiet zone included) as a share of the frame's width. */
  fill: number;
  /** Where the picture's centre sits off the frame's centre, in pixels (fractions shift the sampling). */
  dx?: number;
  dy?: number;
  /** A 3×3 box blur over the frame: a lens slightly out of focus. */
  blur?: boolean;
  /** Glare: a white band across the middle of the picture, covering this share of its height. */
  glare?: number;
  width?: number;
  height?: number;
}

/**
 * One camera frame of a picture held up at the door: light parts 225, dark 40 (a screen or paper as a
 * camera sees it), the rest of the scene 190, each pixel averaged over 2×2 samples. Returns grey values.
 */
export function filmLuma(picture: Picture, shot: Shot): { luma: Uint8ClampedArray; width: number; height: number } {
  const width = shot.width ?? 640;
  const height = shot.height ?? 480;
  const side = width * shot.fill;
  const left = (width - side) / 2 + (shot.dx ?? 0);
  const top = (height - side) / 2 + (shot.dy ?? 0);
  const luma = new Uint8ClampedArray(width * height).fill(190);
  const perPixel = picture.side / side;
  // Where each frame pixel's two samples per axis fall in the picture (-1: outside it).
  const samples = (length: number, start: number) =>
    Array.from({ length: length * 2 }, (_, k) => {
      const at = Math.floor((Math.floor(k / 2) + (k % 2 ? 0.75 : 0.25) - start) * perPixel);
      return at >= 0 && at < picture.side ? at : -1;
    });
  const us = samples(width, left);
  const vs = samples(height, top);
  const glareFrom = (picture.side * (1 - (shot.glare ?? 0))) / 2;
  const glareTo = picture.side - glareFrom;
  const tone = (u: number, v: number) => (u < 0 || v < 0 ? 190 : v >= glareFrom && v < glareTo ? 225 : picture.luma[v * picture.side + u] < 128 ? 40 : 225);
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(top + side)); y++) {
    const v0 = vs[2 * y];
    const v1 = vs[2 * y + 1];
    for (let x = Math.max(0, Math.floor(left)); x < Math.min(width, Math.ceil(left + side)); x++) {
      const u0 = us[2 * x];
      const u1 = us[2 * x + 1];
      luma[y * width + x] = (tone(u0, v0) + tone(u1, v0) + tone(u0, v1) + tone(u1, v1)) / 4;
    }
  }
  if (!shot.blur) return { luma, width, height };
  // The 3×3 box as two passes of three: the same sums, a third of the work.
  const rows = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 1; x < width - 1; x++) rows[y * width + x] = luma[y * width + x - 1] + luma[y * width + x] + luma[y * width + x + 1];
  }
  const blurred = new Uint8ClampedArray(luma);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) blurred[y * width + x] = (rows[(y - 1) * width + x] + rows[y * width + x] + rows[(y + 1) * width + x]) / 9;
  }
  return { luma: blurred, width, height };
}

/** A grey frame as the canvas would hand it to the kiosk: RGBA. */
export function rgbaFrame({ luma, width, height }: { luma: Uint8ClampedArray; width: number; height: number }): Frame {
  const pixels = new Uint32Array(width * height);
  // Little-endian RGBA: opaque grey is alpha in the top byte, the grey value in the three below.
  for (let i = 0; i < luma.length; i++) pixels[i] = 0xff000000 | (luma[i] * 0x010101);
  return { data: new Uint8ClampedArray(pixels.buffer), width, height };
}
